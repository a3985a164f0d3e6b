/**
 * The Office of Financial Aid's actions on an application (FINANCIAL_AID role): request documents,
 * offer a package, record unsuccessful, decide an appeal / review / update, withdraw on loss of
 * eligibility. Each checks the application's state (409 with a code saying why), and in one
 * transaction changes it, adds the timeline event, records the staff audit and queues the e-mail to
 * the applicant in their language. Every change is a conditional update on the status read, so two
 * officers acting at once land once (the other gets 409).
 *
 * Status rules (AID_OFFICE_RULES in the contract):
 * - documents: from SUBMITTED or APPEAL, one open request at a time → ADDITIONAL_DOCUMENTS_REQUIRED.
 *   (When the applicant answers, fa-after puts the application back to APPEAL if an appeal or review
 *   is undecided, else SUBMITTED.)
 * - package: from SUBMITTED, APPEAL or AWARDED, no undecided appeal/review → AWARDED; the live package
 *   (if any) → SUPERSEDED.
 * - unsuccessful: from SUBMITTED or APPEAL, no undecided appeal/review → UNSUCCESSFUL; a live package → SUPERSEDED.
 * - decision: APPEAL/REVIEW → UPHELD (stays APPEAL until a package is offered) or NOT_UPHELD (back to
 *   the request's details.previousStatus: AWARDED or UNSUCCESSFUL); UPDATE → PROCESSED (status kept).
 * - withdraw: from any submitted status but WITHDRAWN → WITHDRAWN (by OFFICE, final); open document
 *   requests are cancelled.
 */
import type { FormEventOf } from '@portal/contracts/form-events';
import { isLoanCategory, type AidApplicationStatus, type AidPackageItem, type AidRequestKind, type AidRequestStatus } from '@portal/contracts/financial-aid/model';
import { AID_OFFICE_RULES, AID_REQUEST_DECISIONS, type OfficeAidApplicationView } from '@portal/contracts/financial-aid/office';
import {
  aidDocumentRequestSchema,
  aidOfficeWithdrawalSchema,
  aidPackageOfferSchema,
  aidRequestDecisionSchema,
  aidUnsuccessfulSchema,
  type AidDocumentRequestInput,
  type AidOfficeWithdrawalInput,
  type AidPackageOfferInput,
  type AidRequestDecisionInput,
  type AidUnsuccessfulInput,
} from '@portal/contracts/schemas/financial-aid/office';
import type { ApiError } from '@portal/contracts/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnySchema } from 'yup';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { errorResponses } from '../../http/openapi-schemas';
import { ApiProblem, apiError, fieldProblem, problem } from '../../http/problems';
import { isUuid } from '../../http/record-id';
import { recordStaffAction } from '../../staff/audit';
import { activeStaff } from '../../staff/staff-plugin';
import { officeAidApplicationSchema } from './answers';
import {
  cancelOpenDocumentRequests,
  decideRequest,
  findRequestToDecide,
  hasLivePackage,
  insertDocumentRequest,
  insertPackage,
  moveStatus,
  schemesByIds,
  supersedePackages,
  withdrawForOffice,
} from './office-action-store';
import { mailAidApplicant, type AidOfficeMail } from './office-mail';
import { aidForm } from './owned-application';
import { aidTierFor, findAidApplicationForOffice, officeAidApplicationView, openDocumentRequest, undecidedAppeal, type OfficeAidApplication } from './office-store';

/** The staff audit's target kind for a financial aid application (its id is the target id). */
export const AID_AUDIT_TARGET = 'FINANCIAL_AID_APPLICATION';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
const requestParams = { type: 'object', required: ['id', 'requestId'], properties: { id: { type: 'string' }, requestId: { type: 'string' } } } as const;

interface ActionContext {
  tx: Db;
  application: OfficeAidApplication;
  staffId: string;
  now: Date;
}

export default async function financialAidOfficeActionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const tags = ['office: financial aid'];

  /**
   * Runs one action: the body checked (a due date after today: the validator gives every schema
   * today's date), finds the application (404), then in one transaction the change (which throws 409
   * when the state does not allow it), the audit, the timeline and the mail.
   */
  const act = <T>(
    url: string,
    summary: string,
    schema: AnySchema<T>,
    run: (context: ActionContext, input: T, request: FastifyRequest) => Promise<{ event: { kind: FormEventOf<'FINANCIAL_AID'>; params?: Record<string, string | number> }; audit: { action: string; params: Record<string, unknown> }; mail: AidOfficeMail }>,
    params: object = idParams,
  ) =>
    app.post<{ Body: T }>(
      url,
      {
        schema: { tags, summary, params, body: schema, response: { 200: officeAidApplicationSchema, ...errorResponses(400, 401, 403, 404, 409) } },
      },
      async (request): Promise<OfficeAidApplicationView> => {
        const application = await findAidApplicationForOffice(db, (request.params as { id?: unknown }).id);
        const now = app.now();
        // Fastify's request typing cannot resolve a body type left generic here; the schema made it a T.
        const input = request.body as T;
        const staffId = activeStaff(request).staffId;
        await db.transaction().execute(async (tx) => {
          const { event, audit, mail } = await run({ tx, application, staffId, now }, input, request);
          await recordEvent(tx, aidForm(application.id), { kind: event.kind, actor: 'OFFICE', staffId, at: now, params: event.params ?? {} });
          await recordStaffAction(tx, { staffId, action: audit.action, targetKind: AID_AUDIT_TARGET, targetId: application.id, params: audit.params, at: now });
          await mailAidApplicant(tx, application.id, mail, { publicUrl: app.config.publicUrl, now });
        });
        return officeAidApplicationView(db, application.id);
      },
    );

  act<AidDocumentRequestInput>(
    '/api/office/financial-aid/applications/:id/document-requests',
    'Asks the applicant for documents (types of AID_DOCUMENT_TYPES, a message, a due date YYYY-MM-DD after today): the application becomes ADDITIONAL_DOCUMENTS_REQUIRED; one open request at a time',
    aidDocumentRequestSchema,
    async ({ tx, application, staffId, now }, input) => {
      if (application.status === 'WITHDRAWN') throw problem(409, 'AID_APPLICATION_WITHDRAWN');
      if (!(AID_OFFICE_RULES.requestDocuments as readonly string[]).includes(application.status)) throw problem(409, 'AID_DOCUMENTS_NOT_REQUESTABLE');
      const open = await openDocumentRequest(tx, application.id);
      if (open) throw problem(409, 'AID_DOCUMENT_REQUEST_OPEN');
      await moveStatus(tx, application, 'ADDITIONAL_DOCUMENTS_REQUIRED', now);
      const requestId = await insertDocumentRequest(tx, application.id, input, staffId, now);
      return {
        event: { kind: 'DOCUMENTS_REQUESTED', params: { documentTypes: input.documentTypes.join(','), dueOn: input.dueOn } },
        audit: { action: 'AID_DOCUMENTS_REQUESTED', params: { requestId, documentTypes: input.documentTypes, dueOn: input.dueOn } },
        mail: { kind: 'documents', documentTypes: input.documentTypes, dueOn: input.dueOn, message: input.message },
      };
    },
  );

  act<AidPackageOfferInput>(
    '/api/office/financial-aid/applications/:id/package',
    "Offers a package (bursaries with their yearly amount, loans with their maximum percent; schemes of the application's year, active, open to its tier) with a reply due date: the application becomes AWARDED, an earlier package SUPERSEDED",
    aidPackageOfferSchema,
    async ({ tx, application, staffId, now }, input) => {
      await assertCanDecide(tx, application, AID_OFFICE_RULES.offerPackage, 'AID_PACKAGE_NOT_OFFERABLE');
      const items = await packageItems(tx, application, input);
      await moveStatus(tx, application, 'AWARDED', now, { decided_at: now, decision_remarks: input.remarks || null });
      await supersedePackages(tx, application.id);
      const packageId = await insertPackage(tx, application.id, items, input, staffId, now);
      return {
        event: { kind: 'PACKAGE_OFFERED', params: { replyDueOn: input.replyDueOn } },
        audit: {
          action: 'AID_PACKAGE_OFFERED',
          params: { packageId, items: items.map((item) => ({ code: item.code, annualAmountCents: item.annualAmountCents, maxPercent: item.maxPercent })), replyDueOn: input.replyDueOn },
        },
        mail: { kind: 'package', replyDueOn: input.replyDueOn },
      };
    },
  );

  act<AidUnsuccessfulInput>(
    '/api/office/financial-aid/applications/:id/unsuccessful',
    'Records that the application is unsuccessful (remarks: the office note)',
    aidUnsuccessfulSchema,
    async ({ tx, application, now }, input) => {
      await assertCanDecide(tx, application, AID_OFFICE_RULES.recordUnsuccessful, 'AID_UNSUCCESSFUL_NOT_RECORDABLE');
      await moveStatus(tx, application, 'UNSUCCESSFUL', now, { decided_at: now, decision_remarks: input.remarks || null });
      await supersedePackages(tx, application.id);
      return { event: { kind: 'UNSUCCESSFUL' }, audit: { action: 'AID_UNSUCCESSFUL_RECORDED', params: input.remarks ? { remarks: input.remarks } : {} }, mail: { kind: 'unsuccessful' } };
    },
  );

  act<AidRequestDecisionInput>(
    '/api/office/financial-aid/applications/:id/requests/:requestId/decision',
    'Decides an appeal or request for review (UPHELD: stays in APPEAL until a package is offered; NOT_UPHELD: back to the status before the appeal) or an update (PROCESSED)',
    aidRequestDecisionSchema,
    async ({ tx, application, staffId, now }, input, request) => {
      const { requestId } = request.params as { requestId?: unknown };
      const found = isUuid(requestId) ? await findRequestToDecide(tx, requestId, application.id) : undefined;
      if (!found) throw problem(404, 'NOT_FOUND');
      if (application.status === 'WITHDRAWN') throw problem(409, 'AID_APPLICATION_WITHDRAWN');
      const status = input.status as AidRequestStatus;
      if (!AID_REQUEST_DECISIONS[found.kind].includes(status)) throw fieldProblem(400, 'AID_DECISION_NOT_FOR_KIND', 'status');
      const decided = await decideRequest(tx, found.id, { status, remarks: input.remarks || null }, staffId, now);
      if (!decided) throw problem(409, 'AID_REQUEST_ALREADY_DECIDED');
      if (status === 'NOT_UPHELD' && application.status === 'APPEAL') {
        await moveStatus(tx, application, await statusBeforeAppeal(tx, application.id, found.details), now);
      }
      return {
        event: { kind: 'REQUEST_DECIDED', params: { kind: found.kind, status } },
        audit: { action: 'AID_REQUEST_DECIDED', params: { requestId: found.id, kind: found.kind, status, ...(input.remarks ? { remarks: input.remarks } : {}) } },
        mail: { kind: 'decision', requestKind: found.kind as AidRequestKind, status },
      };
    },
    requestParams,
  );

  act<AidOfficeWithdrawalInput>(
    '/api/office/financial-aid/applications/:id/withdraw',
    'Withdraws the application on loss of eligibility (final: no re-apply in that academic year); open document requests are cancelled',
    aidOfficeWithdrawalSchema,
    async ({ tx, application, now }, input) => {
      if (application.status === 'WITHDRAWN') throw problem(409, 'AID_APPLICATION_WITHDRAWN');
      const moved = await withdrawForOffice(tx, application, input.reason, now);
      if (!moved) throw problem(409, 'AID_APPLICATION_CHANGED');
      await cancelOpenDocumentRequests(tx, application.id);
      return { event: { kind: 'WITHDRAWN', params: { by: 'OFFICE' } }, audit: { action: 'AID_WITHDRAWN', params: { reason: input.reason } }, mail: { kind: 'withdrawn', reason: input.reason } };
    },
  );
}

/** An outcome (package or unsuccessful) needs an allowed status, no documents outstanding and no undecided appeal. */
async function assertCanDecide(tx: Db, application: OfficeAidApplication, allowed: readonly AidApplicationStatus[], refusal: 'AID_PACKAGE_NOT_OFFERABLE' | 'AID_UNSUCCESSFUL_NOT_RECORDABLE'): Promise<void> {
  if (application.status === 'WITHDRAWN') throw problem(409, 'AID_APPLICATION_WITHDRAWN');
  if (application.status === 'ADDITIONAL_DOCUMENTS_REQUIRED') throw problem(409, 'AID_DOCUMENTS_OUTSTANDING');
  if (!allowed.includes(application.status)) throw problem(409, refusal);
  if (await undecidedAppeal(tx, application.id)) throw problem(409, 'AID_APPEAL_UNDECIDED');
}

/** Where a not-upheld appeal returns the application: the status it had before (fa-after stores it), else from its live package. */
async function statusBeforeAppeal(tx: Db, applicationId: string, details: Record<string, unknown>): Promise<AidApplicationStatus> {
  const previous = details.previousStatus;
  if (previous === 'AWARDED' || previous === 'UNSUCCESSFUL') return previous;
  return (await hasLivePackage(tx, applicationId)) ? 'AWARDED' : 'UNSUCCESSFUL';
}

/**
 * The package's items, frozen as offered: each scheme of the application's year, active, open to its
 * tier; a bursary's amount (the scheme's unless given), a loan's percent (the scheme's maximum unless
 * lower). Every bad item is reported on its own field.
 */
async function packageItems(tx: Db, application: OfficeAidApplication, input: AidPackageOfferInput): Promise<AidPackageItem[]> {
  const tier = await aidTierFor(tx, application);
  const ids = input.items.map((item) => item.schemeId.toLowerCase());
  const schemes = await schemesByIds(tx, ids);
  const errors: ApiError[] = [];
  const items: AidPackageItem[] = [];
  input.items.forEach((item, index) => {
    const field = (name: string) => `items[${index}].${name}`;
    const scheme = schemes.find((candidate) => candidate.id === item.schemeId.toLowerCase());
    if (!scheme || scheme.academic_year !== application.academicYear || !scheme.active) {
      errors.push(apiError('AID_SCHEME_NOT_IN_YEAR', [], field('schemeId')));
      return;
    }
    if (tier && !scheme.tiers.includes(tier)) {
      errors.push(apiError('AID_SCHEME_NOT_FOR_TIER', [], field('schemeId')));
      return;
    }
    const loan = isLoanCategory(scheme.category);
    let annualAmountCents: number | null = null;
    let maxPercent: number | null = null;
    if (loan) {
      if (item.annualAmountCents !== null && item.annualAmountCents !== undefined) errors.push(apiError('AID_LOAN_NO_AMOUNT', [], field('annualAmountCents')));
      maxPercent = item.maxPercent ?? scheme.max_percent;
      if (maxPercent === null || maxPercent > (scheme.max_percent ?? 0)) errors.push(apiError('AID_MAX_PERCENT_OUT_OF_RANGE', [], field('maxPercent')));
    } else {
      if (item.maxPercent !== null && item.maxPercent !== undefined) errors.push(apiError('AID_BURSARY_NO_PERCENT', [], field('maxPercent')));
      annualAmountCents = item.annualAmountCents ?? (scheme.annual_amount_cents === null ? null : Number(scheme.annual_amount_cents));
      if (!annualAmountCents) errors.push(apiError('AID_ANNUAL_AMOUNT_REQUIRED', [], field('annualAmountCents')));
    }
    items.push({ schemeId: scheme.id, code: scheme.code, category: scheme.category, name: { 'en-GB': scheme.name_en, 'zh-Hans': scheme.name_zh }, annualAmountCents, maxPercent });
  });
  if (errors.length) throw new ApiProblem(400, errors);
  return items;
}

/**
 * The applicant's writes after submission (branch fa-after): reply to the package, send an appeal or
 * request for review, send an update of circumstances, send the documents the office asked for, and
 * withdraw. Each runs in one transaction that first locks the application's row and re-checks its
 * rule (after-store.ts), then writes the change, the timeline entry and the e-mail together.
 */
import { undecidedAppeal } from './office-store';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import type { Language } from '@portal/contracts/languages';
import type { AidPackageSelection } from '@portal/contracts/financial-aid/model';
import { amountToCents, perCapitaIncomeCents } from '@portal/contracts/household-income';
import type { AcceptPackageBody, AidAppealBody, AidUpdateBody, DocumentRequestSubmitBody, RejectPackageBody, WithdrawBody } from '@portal/contracts/schemas/financial-aid/after';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { listDocuments } from '../../files/documents';
import { recordEvent } from '../../forms/timeline';
import { ApiProblem, apiError, problem } from '../../http/problems';
import { enqueueMail } from '../../mail/outbox';
import { aidAfterMail, type AidAfterMail } from './after-mail';
import { aidApplicantPaths, aidForm, aidRecipient, type AfterAidApplication } from './after-owned-application';
import {
  appealBlock,
  documentRequestOwner,
  livePackage,
  lockAidApplication,
  openDocumentRequest,
  pendingRequestId,
  refuse,
  replyBlock,
  requestRows,
  selectionTakesLoan,
  sendDocumentsBlock,
  updateBlock,
  withdrawBlock,
  type PackageRow,
} from './after-store';
import { aidYearDates } from './years';

export interface MailSettings {
  publicUrl: string;
  language: (stored: string | null) => Language;
}

async function mailApplicant(db: Db, applicationId: string, link: string, mail: AidAfterMail, settings: MailSettings, now: Date): Promise<void> {
  const recipient = await aidRecipient(db, applicationId);
  await enqueueMail(db, aidAfterMail(recipient.email, settings.language(recipient.language), { ...recipient, link: `${settings.publicUrl}${link}` }, mail), now);
}

/** The selection checked against the package: items of it only; each loan with a percent 1 … its maximum; bursaries without one. */
export function checkSelection(pkg: Pick<PackageRow, 'items'>, selection: AcceptPackageBody['selection']): AidPackageSelection {
  const errors = selection.items.flatMap((chosen, index) => {
    const item = pkg.items.find((offered) => offered.code === chosen.code);
    if (!item) return [apiError('AID_SELECTION_UNKNOWN_ITEM', [], `selection.items[${index}].code`)];
    if (item.maxPercent === null) return [];
    if (chosen.percent === null || chosen.percent === undefined) return [apiError('AID_LOAN_PERCENT_REQUIRED', [], `selection.items[${index}].percent`)];
    if (chosen.percent > item.maxPercent) return [apiError('AID_LOAN_PERCENT_RANGE', [item.maxPercent], `selection.items[${index}].percent`)];
    return [];
  });
  if (errors.length) throw new ApiProblem(400, errors);
  return {
    items: selection.items.map((chosen) => {
      const item = pkg.items.find((offered) => offered.code === chosen.code)!;
      return { code: chosen.code, percent: item.maxPercent === null ? null : (chosen.percent ?? null) };
    }),
  };
}

/**
 * Accepts (with the selection) or rejects (with reasons and comments) the live package. Final: the
 * WHERE repeats the rule, so of two replies only one lands, and none after the reply due date even
 * if the lapse job has not run yet.
 */
export async function replyToPackage(
  db: Db,
  application: AfterAidApplication,
  reply: { accept: AcceptPackageBody } | { reject: RejectPackageBody },
  now: Date,
  settings: MailSettings,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const status = await lockAidApplication(tx, application.id);
    const pkg = await livePackage(tx, application.id);
    refuse(replyBlock(status, pkg, now));
    const accepted = 'accept' in reply;
    const selection = accepted ? checkSelection(pkg!, reply.accept.selection) : null;
    const stored = await tx
      .updateTable('financial_aid_packages')
      .set(
        accepted
          ? { status: 'ACCEPTED', selection: JSON.stringify(selection), responded_at: now }
          : { status: 'REJECTED', reject_reasons: JSON.stringify(reply.reject.reasons), comments: reply.reject.comments || null, responded_at: now },
      )
      .where('id', '=', pkg!.id)
      .where('status', '=', 'OFFERED')
      .where('reply_due_on', '>=', sql<string>`${singaporeDate(now)}::date`)
      .returning('id')
      .executeTakeFirst();
    if (!stored) throw problem(409, 'AID_OFFER_LAPSED');
    await recordEvent(tx, aidForm(application.id), { kind: accepted ? 'PACKAGE_ACCEPTED' : 'PACKAGE_REJECTED', actor: 'APPLICANT', at: now });
    const mail: AidAfterMail = accepted ? { kind: 'accepted', at: now, withLoan: selectionTakesLoan({ items: pkg!.items, selection }) } : { kind: 'rejected', at: now };
    await mailApplicant(tx, application.id, aidApplicantPaths.package(application.id), mail, settings, now);
  });
}

/** Spec 4: the one appeal or request for review of the year. The application goes to APPEAL, remembering where it was. */
export async function submitAppeal(db: Db, application: AfterAidApplication, body: AidAppealBody, now: Date, settings: MailSettings): Promise<string> {
  return db.transaction().execute(async (tx) => {
    const status = await lockAidApplication(tx, application.id);
    refuse(appealBlock(status, await requestRows(tx, application.id), await aidYearDates(tx, application.academicYear), now));
    const kind = body.kind as 'APPEAL' | 'REVIEW';
    const row = await tx
      .insertInto('financial_aid_requests')
      .values({
        id: pendingRequestId(application.id, 'APPEAL'),
        application_id: application.id,
        kind,
        details: JSON.stringify({ reason: body.reason, previousStatus: status }),
        status: 'SUBMITTED',
        submitted_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.updateTable('financial_aid_applications').set({ status: 'APPEAL', updated_at: now }).where('id', '=', application.id).execute();
    await recordEvent(tx, aidForm(application.id), { kind: kind === 'APPEAL' ? 'APPEAL_SUBMITTED' : 'REVIEW_SUBMITTED', actor: 'APPLICANT', at: now });
    await mailApplicant(tx, application.id, aidApplicantPaths.progress(application.id), { kind: kind === 'APPEAL' ? 'appeal' : 'review' }, settings, now);
    return row.id;
  });
}

/** The id the next update will have (its documents are uploaded to it first): numbered by the updates already sent. */
export async function nextUpdateId(db: Db, applicationId: string): Promise<string> {
  const { n } = await db
    .selectFrom('financial_aid_requests')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('application_id', '=', applicationId)
    .where('kind', '=', 'UPDATE')
    .executeTakeFirstOrThrow();
  return pendingRequestId(applicationId, 'UPDATE', Number(n));
}

/** The Financial Aid Application update: changed circumstances, with documents and, if given, the household's new figures. */
export async function submitUpdate(db: Db, application: AfterAidApplication, body: AidUpdateBody, now: Date, settings: MailSettings): Promise<string> {
  return db.transaction().execute(async (tx) => {
    const status = await lockAidApplication(tx, application.id);
    refuse(updateBlock(status, await requestRows(tx, application.id)));
    const size = body.householdSize ? Number(body.householdSize) : null;
    const incomeCents = body.householdMonthlyIncome ? amountToCents(body.householdMonthlyIncome) : null;
    const household =
      size !== null && incomeCents !== null
        ? { householdSize: size, householdMonthlyIncome: body.householdMonthlyIncome, perCapitaIncomeCents: perCapitaIncomeCents(incomeCents, size) }
        : {};
    const row = await tx
      .insertInto('financial_aid_requests')
      .values({
        id: await nextUpdateId(tx, application.id),
        application_id: application.id,
        kind: 'UPDATE',
        details: JSON.stringify({ changeKinds: body.changeKinds, description: body.description, ...household }),
        status: 'SUBMITTED',
        submitted_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordEvent(tx, aidForm(application.id), { kind: 'UPDATE_SUBMITTED', actor: 'APPLICANT', at: now, params: { changeKinds: body.changeKinds.join(',') } });
    await mailApplicant(tx, application.id, aidApplicantPaths.progress(application.id), { kind: 'update' }, settings, now);
    return row.id;
  });
}

/** Sends the documents uploaded for the office's open request: the request is fulfilled and the application back with the office (under appeal again if it was). */
export async function submitRequestedDocuments(db: Db, application: AfterAidApplication, body: DocumentRequestSubmitBody, now: Date, settings: MailSettings): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const status = await lockAidApplication(tx, application.id);
    const request = await openDocumentRequest(tx, application.id);
    refuse(sendDocumentsBlock(status, request));
    const documents = await listDocuments(tx, documentRequestOwner(request!.id, application.applicantId));
    if (documents.length === 0) throw problem(409, 'AID_DOCUMENTS_NONE');
    await tx
      .updateTable('financial_aid_document_requests')
      .set({ status: 'FULFILLED', fulfilled_at: now, applicant_note: body.note || null })
      .where('id', '=', request!.id)
      .where('status', '=', 'OPEN')
      .execute();
    // Back with the office as it was before the request: under appeal while an appeal or review is undecided.
    const backTo = (await undecidedAppeal(tx, application.id)) ? 'APPEAL' : 'SUBMITTED';
    await tx.updateTable('financial_aid_applications').set({ status: backTo, updated_at: now }).where('id', '=', application.id).where('status', '=', 'ADDITIONAL_DOCUMENTS_REQUIRED').execute();
    await recordEvent(tx, aidForm(application.id), { kind: 'DOCUMENTS_SENT', actor: 'APPLICANT', at: now, params: { count: documents.length } });
    await mailApplicant(tx, application.id, aidApplicantPaths.progress(application.id), { kind: 'documents', count: documents.length }, settings, now);
  });
}

/** Withdrawal on request: final, from any submitted state; the year's one application stays used. An open document request is cancelled. */
export async function withdrawAidApplication(db: Db, application: AfterAidApplication, body: WithdrawBody, now: Date, settings: MailSettings): Promise<void> {
  await db.transaction().execute(async (tx) => {
    refuse(withdrawBlock(await lockAidApplication(tx, application.id)));
    await tx
      .updateTable('financial_aid_applications')
      .set({ status: 'WITHDRAWN', withdrawn_at: now, withdrawn_by: 'APPLICANT', withdrawal_reason: body.reason || null, updated_at: now })
      .where('id', '=', application.id)
      .execute();
    await tx.updateTable('financial_aid_document_requests').set({ status: 'CANCELLED' }).where('application_id', '=', application.id).where('status', '=', 'OPEN').execute();
    await recordEvent(tx, aidForm(application.id), { kind: 'WITHDRAWN', actor: 'APPLICANT', at: now, params: { by: 'APPLICANT' } });
    await mailApplicant(tx, application.id, aidApplicantPaths.progress(application.id), { kind: 'withdrawn', at: now }, settings, now);
  });
}

/**
 * After submission (branch fa-after): progress, package, appeal or review, update, requested
 * documents, withdrawal — the routes and payloads are listed in shared/contracts/src/financial-aid/after.ts.
 * Every route is the signed-in applicant's own: another applicant's id answers 404.
 *
 * Documents of an appeal (or review) and of an update are uploaded before it is sent, to the id it
 * will have (after-store.ts pendingRequestId), and after it is sent while it is still being processed;
 * so a page offers the upload beside the form and sends the form last. Documents for the office's
 * request go to that request (form kind FINANCIAL_AID_DOCUMENT_REQUEST).
 */
import { AID_AFTER_LIMITS, AID_REQUEST_DOCUMENT_TYPES, type AidProgress, type AidRequestView } from '@portal/contracts/financial-aid/after';
import { AID_DOCUMENT_TYPES } from '@portal/contracts/financial-aid/model';
import {
  acceptPackageSchema,
  appealSchema,
  documentRequestSubmitSchema,
  rejectPackageSchema,
  updateSchema,
  withdrawSchema,
  type AcceptPackageBody,
  type AidAppealBody,
  type AidUpdateBody,
  type DocumentRequestSubmitBody,
  type RejectPackageBody,
  type WithdrawBody,
} from '@portal/contracts/schemas/financial-aid/after';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnySchema } from 'yup';
import type { Db } from '../../db/database';
import type { FormOwner } from '../../files/documents';
import { registerDocumentRoutes, type DocumentRoutesOptions } from '../../files/routes';
import { recordEvent } from '../../forms/timeline';
import { errorResponses } from '../../http/openapi-schemas';
import { problem, validateBody } from '../../http/problems';
import { recipientLanguage } from '../../http/request-language';
import { contextualBody, optionalBody } from '../../http/validation';
import { nextUpdateId, replyToPackage, submitAppeal, submitRequestedDocuments, submitUpdate, withdrawAidApplication, type MailSettings } from './after-actions';
import { aidForm, aidIdParams, ownedAfterAidApplication, type AfterAidApplication } from './after-owned-application';
import { aidDocumentRequestViewSchema, aidProgressSchema, aidRequestViewSchema } from './answers';
import {
  aidProgress,
  appealBlock,
  applicationOfDocumentRequest,
  applicationOfSentRequest,
  documentRequestView,
  livePackage,
  openDocumentRequest,
  pendingRequestId,
  refuse,
  REQUEST_FORM,
  replyBlock,
  requestRows,
  requestView,
  updateBlock,
  type RequestRow,
} from './after-store';
import { aidYearDates } from './years';

const tags = ['financial-aid'];
const BASE = '/api/financial-aid/applications/:id';
const countLimit = { max: AID_AFTER_LIMITS.filesPerType, per: 'documentType' } as const;

/** A file added to something already with the office is noted on the application's timeline. */
async function noteFileAdded(db: Db, applicationId: string, fileName: string, at: Date): Promise<void> {
  await recordEvent(db, aidForm(applicationId), { kind: 'DOCUMENT_ADDED', actor: 'APPLICANT', at, params: { fileName } });
}

export default async function financialAidAfterRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const owned = (request: FastifyRequest) => ownedAfterAidApplication(db, request);
  const mail = (request: FastifyRequest): MailSettings => ({ publicUrl: app.config.publicUrl, language: (stored) => recipientLanguage(stored, request) });
  const progressOf = (application: AfterAidApplication): Promise<AidProgress> => aidProgress(db, application, app.now());
  // The sent request a file went to, when the file went to one already with the office (not to one being written).
  const sentRequestOf = (owner: FormOwner): Promise<string | null> => applicationOfSentRequest(db, owner.formId);

  app.get(
    `${BASE}/progress`,
    {
      schema: { tags, summary: 'The application after submission: status, package, requests, document request, withdrawal, guarantor and what may be done next', params: aidIdParams, response: { 200: aidProgressSchema, ...errorResponses(401, 404) } },
    },
    async (request) => progressOf(await owned(request)),
  );

  // ---- the package ----

  // Each route here with a body checks it in the handler, after the state it depends on (contextualBody).
  const replyRoute = <T>(path: string, summary: string, schema: AnySchema<T>, handle: (request: FastifyRequest, application: AfterAidApplication, body: T) => Promise<void>) =>
    app.post(
      `${BASE}/package/${path}`,
      { schema: { tags, summary, params: aidIdParams, body: contextualBody(schema), response: { 200: aidProgressSchema, ...errorResponses(400, 401, 404, 409) } } },
      async (request) => {
        const application = await owned(request);
        // The package's state first: a lapsed or answered package says so whatever the body.
        refuse(replyBlock(application.status, await livePackage(db, application.id), app.now()));
        await handle(request, application, validateBody(schema, request.body));
        return progressOf(application);
      },
    );

  replyRoute<AcceptPackageBody>('accept', 'Accepts the package with the selection (items of it; each loan 1 … its maximum percent). Final: an acceptance cannot be reversed (409).', acceptPackageSchema, async (request, application, body) => {
    await replyToPackage(db, application, { accept: body }, app.now(), mail(request));
  });

  replyRoute<RejectPackageBody>('reject', 'Rejects the package with reasons (comments required for OTHER). Final.', rejectPackageSchema, async (request, application, body) => {
    await replyToPackage(db, application, { reject: body }, app.now(), mail(request));
  });

  // ---- appeal or request for review (one a year), and update of circumstances (one open at a time) ----

  /** Sends an appeal or an update (its rule checked first, inside send) and answers the request as sent, 201. */
  const sendRequestRoute = (path: 'appeal' | 'update', summary: string, body: AnySchema, send: (request: FastifyRequest, application: AfterAidApplication, now: Date) => Promise<string>) =>
    app.post(
      `${BASE}/${path}`,
      { schema: { tags, summary, params: aidIdParams, body: contextualBody(body), response: { 201: aidRequestViewSchema, ...errorResponses(400, 401, 404, 409) } } },
      async (request, reply) => {
        const application = await owned(request);
        const id = await send(request, application, app.now());
        const row = (await requestRows(db, application.id)).find((item) => item.id === id)!;
        return reply.code(201).send(await requestView(db, row, application.applicantId) satisfies AidRequestView);
      },
    );

  /**
   * The documents of an appeal or an update, at …/{path}/documents: resolveForm says which request they
   * go to (the one sent, or the id the one being written will have); a file added to one already sent
   * is noted on the timeline.
   */
  const requestDocumentRoutes = (path: 'appeal' | 'update', resolveForm: DocumentRoutesOptions['resolveForm']) =>
    registerDocumentRoutes(app, {
      prefix: `${BASE}/${path}`,
      formKind: REQUEST_FORM,
      tag: 'financial-aid',
      prefixParams: aidIdParams,
      documentTypes: AID_REQUEST_DOCUMENT_TYPES,
      countLimit,
      resolveForm,
      afterUpload: async (owner, document) => {
        const applicationId = await sentRequestOf(owner);
        if (applicationId) await noteFileAdded(db, applicationId, document.fileName, app.now());
      },
    });

  const sentAppeal = (rows: RequestRow[]) => rows.find((row) => row.kind === 'APPEAL' || row.kind === 'REVIEW');

  sendRequestRoute(
    'appeal',
    'Sends the appeal or request for review (one a year, after an outcome, until the appeal closing date); its documents are those uploaded to …/appeal/documents',
    appealSchema,
    async (request, application, now) => {
      refuse(appealBlock(application.status, await requestRows(db, application.id), await aidYearDates(db, application.academicYear), now));
      const body = validateBody<AidAppealBody>(appealSchema, request.body);
      return submitAppeal(db, application, body, now, mail(request));
    },
  );

  await requestDocumentRoutes('appeal', async (request) => {
    const application = await owned(request);
    const rows = await requestRows(db, application.id);
    const sent = sentAppeal(rows);
    if (sent) return { formId: sent.id, applicantId: application.applicantId, editable: sent.status === 'SUBMITTED' && application.status !== 'WITHDRAWN' };
    const block = appealBlock(application.status, rows, await aidYearDates(db, application.academicYear), app.now());
    if (block && request.method !== 'GET') refuse(block);
    return { formId: pendingRequestId(application.id, 'APPEAL'), applicantId: application.applicantId, editable: block === null };
  });

  sendRequestRoute(
    'update',
    'Sends a Financial Aid Application update (changed circumstances, optionally the new household figures); its documents are those uploaded to …/update/documents',
    updateSchema,
    async (request, application, now) => {
      refuse(updateBlock(application.status, await requestRows(db, application.id)));
      const body = validateBody<AidUpdateBody>(updateSchema, request.body);
      return submitUpdate(db, application, body, now, mail(request));
    },
  );

  await requestDocumentRoutes('update', async (request) => {
    const application = await owned(request);
    const rows = await requestRows(db, application.id);
    const open = rows.find((row) => row.kind === 'UPDATE' && row.status === 'SUBMITTED');
    if (open) return { formId: open.id, applicantId: application.applicantId, editable: application.status !== 'WITHDRAWN' };
    const block = updateBlock(application.status, rows);
    if (block && request.method !== 'GET') refuse(block);
    return { formId: await nextUpdateId(db, application.id), applicantId: application.applicantId, editable: block === null };
  });

  // ---- documents the office asked for ----

  app.get(
    `${BASE}/document-request`,
    {
      schema: { tags, summary: "The office's open request for documents, with the files uploaded for it (404 when there is none)", params: aidIdParams, response: { 200: aidDocumentRequestViewSchema, ...errorResponses(401, 404) } },
    },
    async (request) => {
      const application = await owned(request);
      const row = await openDocumentRequest(db, application.id);
      if (!row) throw problem(404, 'AID_NO_DOCUMENT_REQUEST');
      return documentRequestView(db, row, application.applicantId);
    },
  );

  await registerDocumentRoutes(app, {
    prefix: `${BASE}/document-request`,
    formKind: 'FINANCIAL_AID_DOCUMENT_REQUEST',
    tag: 'financial-aid',
    prefixParams: aidIdParams,
    documentTypes: AID_DOCUMENT_TYPES,
    countLimit,
    resolveForm: async (request) => {
      const application = await owned(request);
      if (application.status === 'WITHDRAWN' && request.method !== 'GET') throw problem(409, 'AID_APPLICATION_WITHDRAWN');
      const row = await openDocumentRequest(db, application.id);
      if (!row) throw problem(404, 'AID_NO_DOCUMENT_REQUEST');
      return { formId: row.id, applicantId: application.applicantId, editable: application.status !== 'WITHDRAWN' };
    },
    afterUpload: async (owner, document) => {
      await noteFileAdded(db, await applicationOfDocumentRequest(db, owner.formId), document.fileName, app.now());
    },
  });

  app.post<{ Body: DocumentRequestSubmitBody }>(
    `${BASE}/document-request/submit`,
    {
      schema: {
        tags,
        summary: 'Sends the documents uploaded for the open request (at least one), with an optional note (the body may be left out); the application goes back to the office',
        params: aidIdParams,
        // The note is optional, and so is the body that carries it.
        body: optionalBody(documentRequestSubmitSchema),
        response: { 200: aidProgressSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const application = await owned(request);
      await submitRequestedDocuments(db, application, request.body, app.now(), mail(request));
      return progressOf(application);
    },
  );

  // ---- withdrawal ----

  app.post(
    `${BASE}/withdraw`,
    {
      schema: {
        tags,
        summary: 'Withdraws the submitted application (confirm: true). Final: no re-apply this academic year; a second withdrawal is 409.',
        params: aidIdParams,
        // Checked after the application's state: a withdrawn one says so whatever the body.
        body: contextualBody(withdrawSchema),
        response: { 200: aidProgressSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const application = await owned(request);
      refuse(application.status === 'WITHDRAWN' ? { code: 'AID_APPLICATION_WITHDRAWN' } : application.status === 'DRAFT' ? { code: 'AID_APPLICATION_NOT_SUBMITTED' } : null);
      const body = validateBody<WithdrawBody>(withdrawSchema, request.body);
      await withdrawAidApplication(db, application, body, app.now(), mail(request));
      return progressOf(application);
    },
  );
}

/**
 * A ready-made set of document routes for any long form, mounted by the form's own module:
 *
 *   await registerDocumentRoutes(app, {
 *     prefix: '/api/admission/applications/:applicationNumber',
 *     formKind: 'ADMISSION',
 *     resolveForm: async (request) => ({ formId, applicantId, editable }), // or throw problem(404, 'NOT_FOUND')
 *   });
 *
 * gives POST {prefix}/documents (multipart: section, documentType, then file), GET {prefix}/documents,
 * GET {prefix}/documents/:documentId/content and DELETE {prefix}/documents/:documentId. Every route
 * needs a signed-in session; resolveForm is the caller's ownership check (the form must be the
 * signed-in applicant's), and the document functions check the applicant again on every row.
 */
import type { DocumentSummary, FormKind } from '@portal/contracts/forms';
import { DOCUMENT_LIMITS } from '@portal/contracts/forms';
import { documentUploadFieldsSchema } from '@portal/contracts/schemas/documents';
import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isoDateTime } from '../http/list-route';
import { errorResponses } from '../http/openapi-schemas';
import { fieldProblem, problem } from '../http/problems';
import { multipartBody } from '../http/validation';
import { listDocuments, openDocument, removeDocument, type FormOwner } from './documents';
import { FILE_FIELD, receiveDocument, registerMultipart, type ReceiveDocumentOptions } from './uploads';

export interface ResolvedForm {
  formId: string;
  /** The form's owner; must be the signed-in applicant (resolveForm checks that, or throws 404). */
  applicantId: string;
  /** Whether documents may still be added or removed (a draft, or a request for more documents). */
  editable: boolean;
}

export interface DocumentRoutesOptions {
  /** Path before /documents, starting with /api/; may hold parameters (/api/admission/applications/:applicationNumber). */
  prefix: string;
  formKind: FormKind;
  /** The form the request is about, owned by the signed-in applicant; throws problem(404, 'NOT_FOUND') otherwise. */
  resolveForm(request: FastifyRequest): Promise<ResolvedForm>;
  /** Maximum documents per document type or section (spec 9: "Maximum of {0} files only"). */
  countLimit?: ReceiveDocumentOptions['countLimit'];
  /** The document types this form takes (its own list); any other is refused on the documentType field. */
  documentTypes?: readonly string[];
  /** Runs after a document was stored and recorded (e.g. to note it on the form's timeline). */
  afterUpload?(owner: FormOwner, document: DocumentSummary): Promise<void>;
  /** OpenAPI: the tag the routes are listed under, and the JSON Schema of the prefix's parameters. */
  tag?: string;
  prefixParams?: { type: 'object'; properties: Record<string, unknown>; required?: readonly string[] };
  /**
   * The office reads an applicant's documents with `readOnly`: no upload or removal route is
   * registered. Who may call the routes follows from the prefix (http/route-access.ts).
   */
  readOnly?: boolean;
}

/** A document named in the path (besides the form's own path parameters). */
interface DocumentParams {
  documentId: string;
}

export const documentSummarySchema = {
  type: 'object',
  required: ['id', 'section', 'documentType', 'fileName', 'mediaType', 'sizeBytes', 'scanStatus', 'uploadedAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    section: { type: 'string' },
    documentType: { type: 'string' },
    fileName: { type: 'string' },
    mediaType: { type: 'string', enum: [...DOCUMENT_LIMITS.mediaTypes] },
    sizeBytes: { type: 'integer' },
    scanStatus: { type: 'string', enum: ['PENDING', 'CLEAN', 'INFECTED', 'NOT_SCANNED', 'FAILED'] },
    uploadedAt: { ...isoDateTime, type: 'string' },
  },
} as const;

/** A form's documents, as every route that lists them answers. */
export const documentListSchema = { type: 'array', items: documentSummarySchema } as const;

/** The upload's fields, checked as they stream in (uploads.ts), then the file (PDF, JPEG or PNG by content; 5MB at most). */
const uploadBody = multipartBody(documentUploadFieldsSchema, FILE_FIELD);

export async function registerDocumentRoutes(app: FastifyInstance, options: DocumentRoutesOptions): Promise<void> {
  const { prefix, formKind, resolveForm, documentTypes, afterUpload } = options;
  // An unknown document type is refused before the file is read (the limit is looked up first).
  const countLimit: ReceiveDocumentOptions['countLimit'] = documentTypes
    ? (fields) => {
        if (!documentTypes.includes(fields.documentType)) throw fieldProblem(400, 'INVALID_VALUE', 'documentType');
        return typeof options.countLimit === 'function' ? options.countLimit(fields) : options.countLimit;
      }
    : options.countLimit;
  if (!prefix.startsWith('/api/') || prefix.endsWith('/')) throw new Error(`Document routes need a prefix under /api/ without a trailing slash (got ${prefix})`);
  const tags = [options.tag ?? 'documents'];
  const params = options.prefixParams ?? { type: 'object' as const, properties: {} };
  const withDocumentId = { ...params, properties: { ...params.properties, documentId: { type: 'string', format: 'uuid' } }, required: [...(params.required ?? []), 'documentId'] };
  const security = [{ session: [] }];
  const readOnly = options.readOnly ?? false;

  const ownerOf = async (request: FastifyRequest): Promise<FormOwner & { editable: boolean }> => {
    const form = await resolveForm(request);
    return { formKind, formId: form.formId, applicantId: form.applicantId, editable: form.editable };
  };

  // Its own context, so the multipart parser serves these routes only; every other route keeps JSON alone.
  await app.register(async (scope) => {
    await registerMultipart(scope);
    const deps = () => ({ db: scope.db, storage: scope.fileStorage, log: scope.log });

    if (!readOnly) scope.post(
      `${prefix}/documents`,
      {
        schema: {
          tags,
          summary: 'Upload one document (multipart/form-data)',
          consumes: ['multipart/form-data'],
          security: [{ session: [], xsrf: [] }],
          params,
          body: uploadBody,
          response: { 201: documentSummarySchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 503) },
        },
      },
      async (request, reply) => {
        const owner = await ownerOf(request);
        if (!owner.editable) throw problem(409, 'FORM_NOT_EDITABLE');
        const document = await receiveDocument(
          request,
          owner,
          { ...deps(), scanner: scope.virusScanner, log: request.log, now: scope.now() },
          { countLimit },
        );
        await afterUpload?.(owner, document);
        return reply.status(201).send(document);
      },
    );

    scope.get(
      `${prefix}/documents`,
      {
        schema: { tags, summary: "The form's documents", security, params, response: { 200: documentListSchema, ...errorResponses(401, 404) } },
      },
      async (request) => listDocuments(scope.db, await ownerOf(request)),
    );

    scope.get<{ Params: DocumentParams }>(
      `${prefix}/documents/:documentId/content`,
      {
        schema: {
          tags,
          summary: 'Download a document, exactly as uploaded',
          security,
          params: withDocumentId,
          response: { 200: { description: 'The file (PDF, JPEG or PNG), as an attachment', type: 'string', format: 'binary' }, ...errorResponses(401, 404, 410) },
        },
      },
      async (request, reply) => {
        const { documentId } = request.params;
        const { document, content } = await openDocument({ ...deps(), log: request.log }, await ownerOf(request), documentId);
        return reply
          .header('Content-Type', document.mediaType)
          .header('Content-Disposition', contentDisposition(document.fileName, { type: 'attachment' }))
          // The browser must take the type we checked, never guess one from the bytes.
          .header('X-Content-Type-Options', 'nosniff')
          .send(content);
      },
    );

    if (!readOnly) scope.delete<{ Params: DocumentParams }>(
      `${prefix}/documents/:documentId`,
      {
        schema: {
          tags,
          summary: 'Remove a document (while the form can still be changed)',
          security: [{ session: [], xsrf: [] }],
          params: withDocumentId,
          response: { 204: { description: 'Removed', type: 'null' }, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { documentId } = request.params;
        const owner = await ownerOf(request);
        if (!owner.editable) throw problem(409, 'FORM_NOT_EDITABLE');
        await removeDocument({ ...deps(), log: request.log }, owner, documentId, scope.now());
        return reply.status(204).send();
      },
    );
  });
}

/**
 * Test scaffolding for the document routes: a test-only plugin that mounts registerDocumentRoutes
 * over real application rows (the admission routes proper belong to the admission module), a second
 * applicant who can sign in, multipart bodies, and sample files.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../src/db/database';
import { registerDocumentRoutes, type DocumentRoutesOptions } from '../../src/files/routes';
import { DirectoryStorage } from '../../src/files/storage';
import { problem } from '../../src/http/problems';
import { hashSecret } from '../../src/security/passwords';
import { activeSession } from '../../src/sessions/session-plugin';

// Under the applicant's prefix, so the route access table asks for a signed-in applicant as it does of the real forms.
export const FORMS_PREFIX = '/api/applicant/test-forms/:applicationNumber';
export const documentsUrl = (applicationNumber: string) => `/api/applicant/test-forms/${applicationNumber}/documents`;

/** Documents of the application named in the URL, which must be the signed-in applicant's; editable while DRAFT. */
export function documentRoutesPlugin(options: Pick<DocumentRoutesOptions, 'countLimit'> = {}): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    await registerDocumentRoutes(app, {
      prefix: FORMS_PREFIX,
      formKind: 'ADMISSION',
      tag: 'test-forms',
      prefixParams: { type: 'object', properties: { applicationNumber: { type: 'string' } }, required: ['applicationNumber'] },
      countLimit: options.countLimit,
      async resolveForm(request) {
        const { applicantId } = activeSession(request);
        const { applicationNumber } = request.params as { applicationNumber: string };
        const application = await app.db
          .selectFrom('applications')
          .select(['id', 'applicant_id', 'status'])
          .where('application_number', '=', applicationNumber)
          .where('applicant_id', '=', applicantId ?? '00000000-0000-0000-0000-000000000000')
          .executeTakeFirst();
        if (!application) throw problem(404, 'NOT_FOUND');
        return { formId: application.id, applicantId: application.applicant_id, editable: application.status === 'DRAFT' };
      },
    });
  };
}

/** Puts an application back into draft (the demo one is submitted), so documents may change. */
export async function setApplicationStatus(db: Db, applicationNumber: string, status: 'DRAFT' | 'SUBMITTED'): Promise<string> {
  const row = await db
    .updateTable('applications')
    .set({ status })
    .where('application_number', '=', applicationNumber)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A second applicant with a draft application of their own, who signs in with PIN Other026. */
export async function addOtherApplicant(db: Db, applicationNumber = '24000002'): Promise<{ applicantId: string; applicationId: string; pin: string }> {
  const pin = 'Other026';
  const applicant = await db
    .insertInto('applicants')
    .values({ full_name: 'LIM WEI JIE', nric: 'S7654321A', date_of_birth: '2005-05-05', email: 'other.applicant@example.edu', alt_contact_name: null, alt_contact_country_code: null, alt_contact_area_code: null, alt_contact_number: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const application = await db
    .insertInto('applications')
    .values({
      applicant_id: applicant.id,
      system: 'ADM',
      application_number: applicationNumber,
      pin_hash: await hashSecret(pin),
      category: 'Singapore-Cambridge GCE A-Level',
      academic_year: '2026/2027',
      status: 'DRAFT',
      offer_status: null,
      programme_choices: JSON.stringify([]),
      submitted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { applicantId: applicant.id, applicationId: application.id, pin };
}

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  fileName?: string;
  contentType?: string;
}

/** A multipart/form-data body with its parts in the given order (the order matters to the server). */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    const type = part.fileName === undefined ? '' : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The usual upload: section and document type, then the file. */
export function documentUpload(file: Buffer, fileName: string, fields: { section?: string; documentType?: string; contentType?: string } = {}) {
  return multipart([
    { name: 'section', value: fields.section ?? 'documents' },
    { name: 'documentType', value: fields.documentType ?? 'IDENTITY_ADDRESS' },
    { name: 'file', value: file, fileName, contentType: fields.contentType ?? 'application/pdf' },
  ]);
}

/** Smallest well-formed files of each accepted type, and one that is not a document. */
export const SAMPLE = {
  pdf: (padTo = 0): Buffer => {
    const body = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
    return padTo > body.length ? Buffer.concat([body, Buffer.alloc(padTo - body.length, 0x20)]) : body;
  },
  png: (): Buffer => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  jpeg: (): Buffer => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0', 'latin1'), Buffer.alloc(64, 0), Buffer.from([0xff, 0xd9])]),
  text: (): Buffer => Buffer.from('Dear Office of Admissions,\nthis is not a PDF.\n', 'utf8'),
};

/** Every file in the store (temporary ones included): what an upload left behind. */
export async function storedFiles(app: FastifyInstance): Promise<string[]> {
  const root = (app.fileStorage as DirectoryStorage).root;
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

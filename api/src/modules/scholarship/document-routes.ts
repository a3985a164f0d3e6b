/**
 * The scholarship form's documents through the shared document routes (files/routes.ts), at
 * /api/scholarship/applications/{id}/documents: the application's own (KEY_SKILL_EVIDENCE, section
 * keySkill) while it is a draft, and each surety's identification and employment letter (sections
 * surety1 and surety2) once the Letter of Acceptance & Undertaking is accepted and until both sureties
 * have confirmed.
 *
 * When the scholarship application's own registration (helper "apply", application-routes.ts) lands,
 * there must be one registration of this path: drop this plugin and give that one the sureties'
 * documents — documentTypes plus SURETY_DOCUMENT_TYPES, editable also when suretyDocumentsOpen, and
 * countLimit answering suretyDocumentLimit(fields) for a surety's document type.
 */
import { SURETY_DOCUMENT_TYPES, suretySection } from '@portal/contracts/scholarship/award';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { CountLimit } from '../../files/documents';
import { registerDocumentRoutes } from '../../files/routes';
import { recordEvent } from '../../forms/timeline';
import { fieldProblem } from '../../http/problems';
import { idParams, ownedScholarship, scholarshipForm } from './owned-scholarship';

const KEY_SKILL_EVIDENCE = 'KEY_SKILL_EVIDENCE';
const SURETY_SECTIONS: readonly string[] = [suretySection(1), suretySection(2)];

/** A surety's document goes in its surety's section, two at most there; undefined for any other type. */
export function suretyDocumentLimit(fields: { section: string; documentType: string }): CountLimit | undefined {
  if (!(SURETY_DOCUMENT_TYPES as readonly string[]).includes(fields.documentType)) return undefined;
  if (!SURETY_SECTIONS.includes(fields.section)) throw fieldProblem(400, 'INVALID_VALUE', 'section');
  return { max: 2, per: 'section' };
}

/** Sureties' documents may be added or removed once the undertaking is accepted, until both have confirmed. */
export async function suretyDocumentsOpen(db: Db, applicationId: string): Promise<boolean> {
  const undertaking = await db.selectFrom('scholarship_undertakings').select('application_id').where('application_id', '=', applicationId).executeTakeFirst();
  if (!undertaking) return false;
  const confirmed = await db.selectFrom('scholarship_sureties').select('id').where('application_id', '=', applicationId).where('status', '=', 'CONFIRMED').execute();
  return confirmed.length < 2;
}

export default async function scholarshipDocumentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  await registerDocumentRoutes(app, {
    prefix: '/api/scholarship/applications/:id',
    formKind: 'SCHOLARSHIP',
    tag: 'scholarship',
    prefixParams: idParams,
    resolveForm: async (request) => {
      const application = await ownedScholarship(db, request);
      const editable = application.status === 'DRAFT' || (await suretyDocumentsOpen(db, application.id));
      return { formId: application.id, applicantId: application.applicantId, editable };
    },
    documentTypes: [KEY_SKILL_EVIDENCE, ...SURETY_DOCUMENT_TYPES],
    // Each type in its own section: key-skill evidence (3 files) in keySkill, a surety's two documents in theirs.
    countLimit: (fields) => {
      const surety = suretyDocumentLimit(fields);
      if (surety) return surety;
      if (fields.section !== 'keySkill') throw fieldProblem(400, 'INVALID_VALUE', 'section');
      return { max: 3, per: 'documentType' };
    },
    afterUpload: (owner, document) =>
      recordEvent(db, scholarshipForm(owner.formId), { kind: 'DOCUMENT_ADDED', actor: 'APPLICANT', at: app.now(), params: { fileName: document.fileName } }),
  });
}

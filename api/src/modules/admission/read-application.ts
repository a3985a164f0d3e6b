/**
 * What a reader of an admission application sees, whoever the reader is: the applicant through
 * /api/admission/applications/{number}/…, the office through /api/office/admission/applications/{number}/….
 * The routes decide who may read; these say what is read, so both see the same application.
 */
import type { AdmissionAnswers, AdmissionForm } from '@portal/contracts/admission/api';
import type { Language } from '@portal/contracts/languages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { listDocuments, type FormOwner } from '../../files/documents';
import { loadSections } from '../../forms/section-store';
import { problem } from '../../http/problems';
import { storedPdfCopy, type StoredCopy } from '../../pdf/stored-copy';
import { sectionStates } from './form';
import { formRef, type OwnedApplication } from './owned-application';
import { applicationPdfModel, type SubmittedSnapshot } from './pdf';
import { periodFor } from './periods';

export const documentOwner = (application: OwnedApplication): FormOwner => ({ formKind: 'ADMISSION', formId: application.id, applicantId: application.applicantId });

/** The application with its sections' states, its period and its deadline (the task list). */
export async function readForm(db: Db, application: OwnedApplication, now: Date): Promise<AdmissionForm> {
  const [sections, documents, period] = await Promise.all([
    loadSections(db, formRef(application)),
    listDocuments(db, documentOwner(application)),
    periodFor(db, { system: application.system, category: application.category, academicYear: application.academicYear, now }),
  ]);
  return {
    applicationNumber: application.applicationNumber,
    system: application.system,
    subCategory: application.subCategory,
    category: application.category,
    eligibility: application.eligibility,
    academicYear: application.academicYear,
    status: application.status,
    pinSet: application.pinSet,
    createdAt: application.createdAt.toISOString(),
    draftDueAt: application.draftDueAt?.toISOString() ?? null,
    period,
    sections: sectionStates(application, sections, documents, now),
  };
}

/** Every section's answers (with those the national identity service verified) and the documents. */
export async function readAnswers(db: Db, application: OwnedApplication, now: Date): Promise<AdmissionAnswers> {
  const [sections, documents] = await Promise.all([loadSections(db, formRef(application)), listDocuments(db, documentOwner(application))]);
  const states = sectionStates(application, sections, documents, now);
  return { sections: states.map(({ id, state }) => ({ id, state, data: sections.get(id)?.data ?? null, verified: sections.get(id)?.verified ?? [] })), documents };
}

/**
 * The PDF copy of the application as submitted (the snapshot taken at submission), in one language:
 * rendered the first time it is asked for and stored, then the same bytes for the applicant and the
 * office every time (pdf/stored-copy.ts).
 */
export async function submittedPdf(app: FastifyInstance, application: OwnedApplication, language: Language): Promise<StoredCopy> {
  if (application.status === 'DRAFT') throw problem(409, 'APPLICATION_NOT_SUBMITTED');
  return storedPdfCopy(app, { formKind: 'ADMISSION', formId: application.id, applicantId: application.applicantId, language }, async () => {
    const row = await app.db.selectFrom('applications').select(['submission', 'submitted_at']).where('id', '=', application.id).executeTakeFirstOrThrow();
    if (!row.submission || !row.submitted_at) throw problem(409, 'APPLICATION_NOT_SUBMITTED');
    return applicationPdfModel(
      { applicationNumber: application.applicationNumber, system: application.system, academicYear: application.academicYear, submittedAt: row.submitted_at, snapshot: row.submission as unknown as SubmittedSnapshot },
      language,
      app.now(),
    );
  });
}

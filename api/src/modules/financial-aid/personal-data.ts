/**
 * The financial aid module's personal data (personal-data/registry.ts): the person's aid applications
 * for their own copy, the requests (appeals, reviews, updates) and document requests their documents
 * were sent with, and the aid records that go with an admission application when it is removed.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PersonalDataSource } from '../../personal-data/registry';
import { admissionNumbersReadSoFar } from '../../personal-data/holdings';

/** Which aid application each of a request's form ids goes with. */
const applicationsOf =
  (table: 'financial_aid_requests' | 'financial_aid_document_requests') =>
  async (db: Db, formIds: readonly string[]): Promise<Map<string, string>> => {
    const rows = await db.selectFrom(table).select(['id', 'application_id']).where('id', 'in', formIds).execute();
    return new Map(rows.map((row) => [row.id, row.application_id]));
  };

export const financialAidPersonalData: PersonalDataSource = {
  domain: 'financial-aid',
  copy: {
    async read(db, { applicantId }, soFar) {
      if (!applicantId) return {};
      const rows = await db
        .selectFrom('financial_aid_applications')
        .select(['id', 'reference', 'status', 'academic_year', 'created_at', 'submitted_at', 'submission', 'admission_application_id', 'withdrawn_at'])
        .where('applicant_id', '=', applicantId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const numbers = admissionNumbersReadSoFar(soFar);
      return {
        applications: rows.map((row) => ({
          kind: 'FINANCIAL_AID' as const,
          formId: row.id,
          reference: row.reference,
          status: row.status,
          academicYear: row.academic_year,
          createdAt: row.created_at,
          submittedAt: row.submitted_at,
          admissionApplicationNumber: (row.admission_application_id && numbers.get(row.admission_application_id)) ?? null,
          submission: row.submission,
          details: { withdrawnAt: row.withdrawn_at },
        })),
      };
    },
    applicationsOfForms: { FINANCIAL_AID_REQUEST: applicationsOf('financial_aid_requests'), FINANCIAL_AID_DOCUMENT_REQUEST: applicationsOf('financial_aid_document_requests') },
  },
  removal: {
    async formsOfApplications(db, applicationIds) {
      const ids = sql.join(applicationIds);
      const { rows } = await sql<{ id: string }>`
        SELECT id::text AS id FROM financial_aid_applications WHERE admission_application_id IN (${ids})
        UNION ALL SELECT request.id::text FROM financial_aid_requests request
          JOIN financial_aid_applications aid ON aid.id = request.application_id WHERE aid.admission_application_id IN (${ids})
        UNION ALL SELECT request.id::text FROM financial_aid_document_requests request
          JOIN financial_aid_applications aid ON aid.id = request.application_id WHERE aid.admission_application_id IN (${ids})`.execute(db);
      return rows.map((row) => row.id);
    },
    hasApplication: (applicantId) => sql<boolean>`EXISTS (SELECT 1 FROM financial_aid_applications WHERE applicant_id = ${applicantId})`,
  },
};

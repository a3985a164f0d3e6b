/**
 * The scholarship module's personal data (personal-data/registry.ts): the person's scholarship
 * applications for their own copy, with the names of the scholarships they chose by code; and its part
 * of removal — applications that go with an admission application, and sureties letting go of the
 * documents that are removed.
 */
import { sql } from 'kysely';
import type { PersonalDataSource } from '../../personal-data/registry';
import { admissionNumbersReadSoFar, type HeldPart } from '../../personal-data/holdings';

export const scholarshipPersonalData: PersonalDataSource = {
  domain: 'scholarship',
  copy: {
    async read(db, { applicantId }, soFar) {
      if (!applicantId) return {};
      const rows = await db
        .selectFrom('scholarship_applications')
        .select(['id', 'reference', 'status', 'academic_year', 'choices', 'created_at', 'submitted_at', 'submission', 'admission_application_id'])
        .where('applicant_id', '=', applicantId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const numbers = admissionNumbersReadSoFar(soFar);
      const years = [...new Set(rows.map((row) => row.academic_year))];
      const scholarshipNames: NonNullable<HeldPart['scholarshipNames']> = {};
      if (years.length) {
        const names = await db.selectFrom('scholarships').select(['academic_year', 'code', 'name_en', 'name_zh']).where('academic_year', 'in', years).execute();
        for (const row of names) (scholarshipNames[row.academic_year] ??= {})[row.code] = { 'en-GB': row.name_en, 'zh-Hans': row.name_zh };
      }
      return {
        scholarshipNames,
        applications: rows.map((row) => ({
          kind: 'SCHOLARSHIP' as const,
          formId: row.id,
          reference: row.reference,
          status: row.status,
          academicYear: row.academic_year,
          createdAt: row.created_at,
          submittedAt: row.submitted_at,
          admissionApplicationNumber: (row.admission_application_id && numbers.get(row.admission_application_id)) ?? null,
          submission: row.submission,
          details: { choices: row.choices },
        })),
      };
    },
  },
  removal: {
    async formsOfApplications(db, applicationIds) {
      const rows = await db.selectFrom('scholarship_applications').select('id').where('admission_application_id', 'in', applicationIds).execute();
      return rows.map((row) => row.id);
    },
    hasApplication: (applicantId) => sql<boolean>`EXISTS (SELECT 1 FROM scholarship_applications WHERE applicant_id = ${applicantId})`,
    // A surety keeps its answers; the document it named is gone.
    async beforeDocumentsRemoved(tx, documentIds) {
      await tx.updateTable('scholarship_sureties').set({ identification_document_id: null }).where('identification_document_id', 'in', documentIds).execute();
      await tx.updateTable('scholarship_sureties').set({ employment_letter_document_id: null }).where('employment_letter_document_id', 'in', documentIds).execute();
    },
  },
};

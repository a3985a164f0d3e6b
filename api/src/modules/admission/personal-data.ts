/**
 * The admission module's personal data (personal-data/registry.ts): the person's admission
 * applications for their own copy (the PIN only as "set", never its hash), the appeals and document
 * requests their documents were sent with, and its part of removing applications past their period.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PersonalDataSource } from '../../personal-data/registry';

/** Which application each of an appeal's or request's form ids goes with. */
const applicationsOf =
  (table: 'admission_appeals' | 'admission_document_requests') =>
  async (db: Db, formIds: readonly string[]): Promise<Map<string, string>> => {
    const rows = await db.selectFrom(table).select(['id', 'application_id']).where('id', 'in', formIds).execute();
    return new Map(rows.map((row) => [row.id, row.application_id]));
  };

export const admissionPersonalData: PersonalDataSource = {
  domain: 'admission',
  copy: {
    async read(db, { applicantId }) {
      if (!applicantId) return {};
      const rows = await db
        .selectFrom('applications')
        .select(['id', 'application_number', 'system', 'category', 'sub_category', 'eligibility', 'programme_choices', 'status', 'offer_status', 'academic_year', 'created_at', 'submitted_at', 'submission'])
        .select(sql<boolean>`pin_hash IS NOT NULL`.as('has_pin'))
        .where('applicant_id', '=', applicantId)
        .orderBy('created_at')
        .orderBy('application_number')
        .execute();
      return {
        pinSignIns: rows.filter((row) => row.has_pin).map((row) => row.application_number),
        applications: rows.map((row) => ({
          kind: 'ADMISSION' as const,
          formId: row.id,
          reference: row.application_number,
          status: row.status,
          academicYear: row.academic_year,
          createdAt: row.created_at,
          submittedAt: row.submitted_at,
          admissionApplicationNumber: null,
          submission: row.submission,
          details: { system: row.system, category: row.category, subCategory: row.sub_category, eligibility: row.eligibility, programmeChoices: row.programme_choices, offerStatus: row.offer_status },
        })),
      };
    },
    applicationsOfForms: { ADMISSION_APPEAL: applicationsOf('admission_appeals'), ADMISSION_DOCUMENT_REQUEST: applicationsOf('admission_document_requests') },
  },
  removal: {
    async applicationsAmong(db, ids) {
      const rows = await db.selectFrom('applications').select(['id', 'applicant_id']).where('id', 'in', ids).execute();
      return rows.map((row) => ({ id: row.id, applicantId: row.applicant_id }));
    },
    async formsOfApplications(db, applicationIds) {
      const ids = sql.join(applicationIds);
      const { rows } = await sql<{ id: string }>`
        SELECT id::text AS id FROM admission_appeals WHERE application_id IN (${ids})
        UNION ALL SELECT id::text FROM admission_document_requests WHERE application_id IN (${ids})`.execute(db);
      return rows.map((row) => row.id);
    },
    // The application's row: its children go with it (ON DELETE CASCADE), the other domains' records of it and unpaid fees too.
    async removeApplications(tx, applicationIds) {
      await tx.deleteFrom('applications').where('id', 'in', applicationIds).execute();
    },
    hasApplication: (applicantId) => sql<boolean>`EXISTS (SELECT 1 FROM applications WHERE applicant_id = ${applicantId})`,
  },
};

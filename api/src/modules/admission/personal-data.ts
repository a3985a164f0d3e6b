/**
 * The admission module's personal data (personal-data/registry.ts): the person's admission
 * applications for their own copy (the PIN only as "set", never its hash), the appeals and document
 * requests their documents were sent with, and its part of removing applications past their period.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PersonalDataSource } from '../../personal-data/registry';
import { among, existingIn, rowsOf, type RetentionQuery } from '../../personal-data/retention-queries';

/** Which application each of an appeal's or request's form ids goes with. */
const applicationsOf =
  (table: 'admission_appeals' | 'admission_document_requests') =>
  async (db: Db, formIds: readonly string[]): Promise<Map<string, string>> => {
    const rows = await db.selectFrom(table).select(['id', 'application_id']).where('id', 'in', formIds).execute();
    return new Map(rows.map((row) => [row.id, row.application_id]));
  };

/** An application's last change: its row, its answers, its documents and its timeline. */
const lastChange = sql`greatest(app.created_at,
  (SELECT max(updated_at) FROM form_sections WHERE form_kind = 'ADMISSION' AND form_id = app.id),
  (SELECT max(created_at) FROM form_documents WHERE form_kind = 'ADMISSION' AND form_id = app.id),
  (SELECT max(occurred_at) FROM form_events WHERE form_kind = 'ADMISSION' AND form_id = app.id))`;

/**
 * Drafts never submitted, unchanged for the period, whose application period has closed: no period of
 * their system, year and category (or the system's) closes after now, so nobody could still submit them.
 */
const expiredDrafts: RetentionQuery = {
  qualifying: (db, now, cutoff, only) =>
    rowsOf(
      sql`SELECT id, dated_at FROM (
        SELECT app.id::text AS id, ${lastChange} AS dated_at FROM applications app
        WHERE app.status = 'DRAFT'${among(sql`app.id`, only)}
          AND NOT EXISTS (SELECT 1 FROM application_periods period
            WHERE period.system = app.system AND period.academic_year = app.academic_year
              AND (period.category IS NULL OR period.category = app.category) AND period.closes_at > ${now})
      ) draft WHERE dated_at <= ${cutoff} ORDER BY dated_at, id`,
      db,
    ),
  existing: existingIn('applications'),
};

/**
 * Applications that ended without a place: unsuccessful (released), withdrawn, an offer declined or
 * lapsed. The period runs from the latest of the outcome, the reply or lapse, any appeal and any entry
 * on the timeline; an appeal still open keeps the application whatever the dates.
 */
const endedApplications: RetentionQuery = {
  qualifying: (db, _now, cutoff, only) =>
    rowsOf(
      sql`SELECT id, dated_at FROM (
        SELECT app.id::text AS id,
          greatest(${lastChange}, app.submitted_at, outcome.released_at, outcome.responded_at, outcome.lapsed_at,
            (SELECT max(greatest(appeal.created_at, appeal.submitted_at, appeal.decided_at)) FROM admission_appeals appeal WHERE appeal.application_id = app.id)) AS dated_at
        FROM applications app
        LEFT JOIN admission_outcomes outcome ON outcome.application_id = app.id
        WHERE ((app.status = 'UNSUCCESSFUL' AND outcome.released_at IS NOT NULL)
            OR app.status = 'WITHDRAWN'
            OR (app.status = 'OFFERED' AND app.offer_status IN ('DECLINED', 'LAPSED')))${among(sql`app.id`, only)}
          AND NOT EXISTS (SELECT 1 FROM admission_appeals appeal WHERE appeal.application_id = app.id AND appeal.status IN ('SUBMITTED', 'UNDER_REVIEW'))
      ) closed WHERE dated_at <= ${cutoff} ORDER BY dated_at, id`,
      db,
    ),
  existing: existingIn('applications'),
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
  // When its applications' periods have passed: only admission knows when one ended and last changed.
  retention: { DRAFT_APPLICATIONS: expiredDrafts, CLOSED_APPLICATIONS: endedApplications },
};

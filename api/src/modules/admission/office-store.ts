/**
 * Data access for the admissions console's reading routes: the submitted applications as the list
 * shows them (one query joining the application, its applicant, its fee and its outcome), searched,
 * filtered and paged; one application's row; and who its applicant is.
 */
import type { OfficeApplicationPage, OfficeApplicationRow } from '@portal/contracts/admission/office';
import { OFFICE_PAGE_SIZE } from '@portal/contracts/admission/office';
import type { OfficeApplicationsQuery } from '@portal/contracts/schemas/admission/office';
import type { SystemId } from '@portal/contracts/systems';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { likeLiteral } from '../../db/like';
import { assignedCondition } from '../../staff/shared-work/store';

/** The list's rows, from one query: the application, its applicant, its fee and its outcome. */
function applicationRows(db: Db) {
  return db
    .selectFrom('applications as app')
    .innerJoin('applicants as person', 'person.id', 'app.applicant_id')
    .leftJoin('fees as fee', (join) => join.onRef('fee.application_id', '=', 'app.id').on('fee.kind', '=', 'APPLICATION_FEE'))
    .leftJoin('admission_outcomes as outcome', 'outcome.application_id', 'app.id')
    .where('app.status', '<>', 'DRAFT');
}

type RowSource = {
  application_number: string;
  full_name: string;
  system: string;
  category: string;
  academic_year: string;
  status: OfficeApplicationRow['status'];
  fee_status: string | null;
  submitted_at: Date | null;
  programme_choices: Array<{ rank: number; programme: string }>;
  decision: 'OFFERED' | 'UNSUCCESSFUL' | null;
  released_at: Date | null;
};

const ROW_COLUMNS = [
  'app.application_number',
  'person.full_name',
  'app.system',
  'app.category',
  'app.academic_year',
  'app.status',
  'fee.status as fee_status',
  'app.submitted_at',
  'app.programme_choices',
  'outcome.decision',
  'outcome.released_at',
] as const;

const toRow = (row: RowSource): OfficeApplicationRow => ({
  applicationNumber: row.application_number,
  applicantName: row.full_name,
  system: row.system as SystemId,
  category: row.category,
  academicYear: row.academic_year,
  status: row.status,
  feeStatus: (row.fee_status ?? 'WAIVED') as OfficeApplicationRow['feeStatus'],
  submittedAt: row.submitted_at ? new Date(row.submitted_at).toISOString() : null,
  programmes: [...row.programme_choices].sort((a, b) => a.rank - b.rank).map((choice) => choice.programme),
  outcome: row.decision ? { decision: row.decision, released: row.released_at !== null } : null,
});

/** The list's rows that the search and filters find (a page of them, or all of them for an export). */
function searchedApplications(db: Db, query: Omit<OfficeApplicationsQuery, 'page'>) {
  let filtered = applicationRows(db);
  if (query.q) {
    const pattern = `%${likeLiteral(query.q.toLowerCase())}%`;
    filtered = /^\d+$/.test(query.q)
      ? filtered.where('app.application_number', 'like', `${likeLiteral(query.q)}%`)
      : filtered.where((eb) => eb.or([eb(eb.fn('lower', ['person.full_name']), 'like', pattern), eb(eb.fn('lower', ['person.email']), 'like', pattern)]));
  }
  if (query.status) filtered = filtered.where('app.status', '=', query.status as OfficeApplicationRow['status']);
  if (query.category) filtered = filtered.where('app.category', '=', query.category);
  if (query.system) filtered = filtered.where('app.system', '=', query.system);
  if (query.academicYear) filtered = filtered.where('app.academic_year', '=', query.academicYear);
  // Any of the applicant's ranked choices.
  if (query.programme) filtered = filtered.where(sql<boolean>`app.programme_choices @> ${JSON.stringify([{ programme: query.programme }])}::jsonb`);
  // The route has read "me" as the officer asking (withMyQueue).
  if (query.assignedTo) filtered = filtered.where(assignedCondition('ADMISSION', 'app.id', query.assignedTo));
  return filtered;
}

/**
 * The list's order, newest submission first (one withdrawn before it was submitted, first of all, as
 * NULLS FIRST would): one key that is never null, so an export can read on from a row.
 */
const SUBMITTED_FIRST = sql<Date>`coalesce(app.submitted_at, '9999-12-31T00:00:00Z'::timestamptz)`;

export async function searchApplications(db: Db, query: OfficeApplicationsQuery): Promise<OfficeApplicationPage> {
  const filtered = searchedApplications(db, query);
  const { total } = await filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered
    .select(ROW_COLUMNS)
    .orderBy(SUBMITTED_FIRST, 'desc')
    .orderBy('app.application_number', 'desc')
    .limit(OFFICE_PAGE_SIZE)
    .offset((query.page - 1) * OFFICE_PAGE_SIZE)
    .execute();
  return { items: rows.map((row) => toRow(row as RowSource)), total: Number(total), page: query.page, pageSize: OFFICE_PAGE_SIZE };
}

/** A row of the list as exported: the list's, with the applicant's e-mail address and the offer's programme and reply. */
export type ExportedApplication = OfficeApplicationRow & { email: string; offeredProgramme: string | null; offerReply: string | null; orderedBy: Date };

/** The next `size` rows of the list after `after` (null: from the start), in the list's order. */
export async function exportedApplications(db: Db, query: Omit<OfficeApplicationsQuery, 'page'>, after: ExportedApplication | null, size: number): Promise<ExportedApplication[]> {
  let batch = searchedApplications(db, query);
  if (after) batch = batch.where(sql<boolean>`(${SUBMITTED_FIRST}, app.application_number) < (${after.orderedBy}, ${after.applicationNumber})`);
  const rows = await batch
    .select([...ROW_COLUMNS, 'person.email', 'app.offer_status', 'outcome.programme as offered_programme', SUBMITTED_FIRST.as('ordered_by')])
    .orderBy(SUBMITTED_FIRST, 'desc')
    .orderBy('app.application_number', 'desc')
    .limit(size)
    .execute();
  return rows.map((row) => ({
    ...toRow(row as RowSource),
    email: row.email,
    offeredProgramme: row.offered_programme,
    offerReply: row.offer_status,
    orderedBy: row.ordered_by,
  }));
}

/** One submitted application's row in the list. */
export async function findApplicationRow(db: Db, applicationId: string): Promise<OfficeApplicationRow> {
  const row = await applicationRows(db).select(ROW_COLUMNS).where('app.id', '=', applicationId).executeTakeFirstOrThrow();
  return toRow(row as RowSource);
}

/** Who the applicant is: name, e-mail, NRIC as given and as verified, date of birth (yyyy-mm-dd). */
export async function findApplicantIdentity(db: Db, applicantId: string) {
  const person = await db
    .selectFrom('applicants')
    .select(['full_name', 'email', 'nric', 'verified_nric', sql<string | null>`date_of_birth::text`.as('date_of_birth'), 'language'])
    .where('id', '=', applicantId)
    .executeTakeFirstOrThrow();
  return { fullName: person.full_name, email: person.email, nric: person.nric, verifiedNric: person.verified_nric, dateOfBirth: person.date_of_birth, language: person.language };
}

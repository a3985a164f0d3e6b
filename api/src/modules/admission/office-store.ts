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

export async function searchApplications(db: Db, query: OfficeApplicationsQuery): Promise<OfficeApplicationPage> {
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

  const { total } = await filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered
    .select(ROW_COLUMNS)
    .orderBy('app.submitted_at', 'desc')
    .orderBy('app.application_number')
    .limit(OFFICE_PAGE_SIZE)
    .offset((query.page - 1) * OFFICE_PAGE_SIZE)
    .execute();
  return { items: rows.map((row) => toRow(row as RowSource)), total: Number(total), page: query.page, pageSize: OFFICE_PAGE_SIZE };
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

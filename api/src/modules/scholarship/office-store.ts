/**
 * The Scholarships Office's data: the scholarships it defines (with how many applications chose
 * each), its searchable list of submitted applications, and one submitted application with its
 * row and applicant. (Defining and changing a scholarship: definition-store.ts.)
 */
import type { Citizenship } from '@portal/contracts/categories';
import {
  OFFICE_SCHOLARSHIP_PAGE_SIZE,
  type OfficeScholarshipApplicationPage,
  type OfficeScholarshipApplicationRow,
  type ScholarshipDefinition,
} from '@portal/contracts/scholarship/office';
import type { OfficeScholarshipApplicationsQuery, ScholarshipDefinitionInput } from '@portal/contracts/schemas/scholarship/office';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { likeLiteral } from '../../db/like';
import { assignedCondition } from '../../staff/shared-work/store';
import { problem } from '../../http/problems';
import { newestFirst } from '../../staff/export';
import { isUuid } from '../../http/record-id';
import { scholarshipTerms, type ScholarshipRow } from './catalogue';
import { scholarshipApplications, toScholarshipApplication, type ScholarshipApplication } from './owned-application';

/** Applications of the scholarship's year whose choices name its code (drafts included). */
const applicationCount = sql<string>`(SELECT count(*) FROM scholarship_applications sa WHERE sa.academic_year = scholarships.academic_year AND sa.choices @> jsonb_build_array(scholarships.code))`;

export function toDefinition(row: ScholarshipRow & { applications: string | number }, now: Date): ScholarshipDefinition {
  return {
    ...scholarshipTerms(row, now),
    citizenships: row.citizenships as Citizenship[],
    programmes: row.programmes,
    applications: Number(row.applications),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at?.toISOString() ?? null,
  };
}

export async function listDefinitions(db: Db, academicYear: string, now: Date): Promise<ScholarshipDefinition[]> {
  let query = db.selectFrom('scholarships').selectAll().select(applicationCount.as('applications'));
  if (academicYear) query = query.where('academic_year', '=', academicYear);
  const rows = await query.orderBy('academic_year', 'desc').orderBy('opens_at').orderBy('code').execute();
  return rows.map((row) => toDefinition(row, now));
}

export async function findDefinition(db: Db, id: string, now: Date): Promise<ScholarshipDefinition | undefined> {
  const row = await db.selectFrom('scholarships').selectAll().select(applicationCount.as('applications')).where('id', '=', id).executeTakeFirst();
  return row ? toDefinition(row, now) : undefined;
}

/** Whether a scholarship with this id is defined. */
export async function scholarshipExists(db: Db, id: string): Promise<boolean> {
  return !!(await db.selectFrom('scholarships').select('id').where('id', '=', id).executeTakeFirst());
}

/** The columns a definition is stored in (both names and descriptions, the terms, who may apply, the dates). */
export const definitionColumns = (input: ScholarshipDefinitionInput) => ({
  name_en: input.name['en-GB'],
  name_zh: input.name['zh-Hans'],
  description_en: input.description['en-GB'],
  description_zh: input.description['zh-Hans'],
  bond_years: input.bondYears,
  living_allowance_cents: input.livingAllowanceCents,
  tuition_coverage_percent: input.tuitionCoveragePercent,
  citizenships: JSON.stringify(input.citizenships),
  programmes: JSON.stringify(input.programmes),
  opens_at: new Date(input.opensAt),
  closes_at: new Date(input.closesAt),
});

/** The office's list's rows: submitted applications only (a draft is the applicant's own business). */
function officeApplicationRows(db: Db) {
  return db
    .selectFrom('scholarship_applications as sch')
    .innerJoin('applicants as person', 'person.id', 'sch.applicant_id')
    .leftJoin('applications as adm', 'adm.id', 'sch.admission_application_id')
    .where('sch.status', '<>', 'DRAFT');
}

const OFFICE_ROW_COLUMNS = ['sch.id', 'sch.reference', 'person.full_name', 'adm.application_number', 'sch.academic_year', 'sch.status', 'sch.submitted_at', 'sch.choices'] as const;

type RowSource = {
  id: string;
  reference: string | null;
  full_name: string;
  application_number: string | null;
  academic_year: string;
  status: OfficeScholarshipApplicationRow['status'];
  submitted_at: Date | null;
  choices: string[];
};

const toOfficeRow = (row: RowSource): OfficeScholarshipApplicationRow => ({
  id: row.id,
  reference: row.reference,
  applicantName: row.full_name,
  admissionApplicationNumber: row.application_number ?? '',
  academicYear: row.academic_year,
  status: row.status,
  submittedAt: row.submitted_at ? new Date(row.submitted_at).toISOString() : null,
  choices: row.choices,
});

/** The list's rows that the search and filters find (a page of them, or all of them for an export). */
function searchedApplications(db: Db, filters: Omit<OfficeScholarshipApplicationsQuery, 'page'>) {
  let filtered = officeApplicationRows(db);
  if (filters.q) {
    const q = filters.q.toUpperCase();
    // A reference (or its start: SCH-2027-0…) or an admission application number; otherwise part of a name or e-mail address.
    if (/^SCH-/.test(q)) filtered = filtered.where('sch.reference', 'like', `${likeLiteral(q)}%`);
    else if (/^\d+$/.test(q)) filtered = filtered.where('adm.application_number', 'like', `${likeLiteral(q)}%`);
    else {
      const pattern = `%${likeLiteral(filters.q.toLowerCase())}%`;
      filtered = filtered.where((eb) => eb.or([eb(eb.fn('lower', ['person.full_name']), 'like', pattern), eb(eb.fn('lower', ['person.email']), 'like', pattern)]));
    }
  }
  if (filters.status) filtered = filtered.where('sch.status', '=', filters.status as OfficeScholarshipApplicationRow['status']);
  if (filters.academicYear) filtered = filtered.where('sch.academic_year', '=', filters.academicYear);
  // Chosen at any rank.
  if (filters.scholarship) filtered = filtered.where(sql<boolean>`sch.choices @> ${JSON.stringify([filters.scholarship])}::jsonb`);
  // The route has read "me" as the officer asking (withMyQueue).
  if (filters.assignedTo) filtered = filtered.where(assignedCondition('SCHOLARSHIP', 'sch.id', filters.assignedTo));
  return filtered;
}

/** Newest submission first (one without a time first of all, as NULLS FIRST would), then by id: an order an export reads on from. */
const LIST_ORDER = newestFirst([sql`coalesce(sch.submitted_at, '9999-12-31T00:00:00Z'::timestamptz)`, sql`sch.id`], sql`scholarship_applications sch`, sql`sch.id`);

export async function searchOfficeApplications(db: Db, query: OfficeScholarshipApplicationsQuery): Promise<OfficeScholarshipApplicationPage> {
  const filtered = searchedApplications(db, query);
  const { total } = await filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await LIST_ORDER.orderBy(filtered.select(OFFICE_ROW_COLUMNS))
    .limit(OFFICE_SCHOLARSHIP_PAGE_SIZE)
    .offset((query.page - 1) * OFFICE_SCHOLARSHIP_PAGE_SIZE)
    .execute();
  return { items: rows.map((row) => toOfficeRow(row as RowSource)), total: Number(total), page: query.page, pageSize: OFFICE_SCHOLARSHIP_PAGE_SIZE };
}

/** A scholarship's names, as a row of the export carries them. */
export type ScholarshipNames = { code: string; 'en-GB': string | null; 'zh-Hans': string | null };

/** A row of the list as exported: the list's, with the e-mail address, the choices' names and the award. */
export type ExportedScholarshipApplication = OfficeScholarshipApplicationRow & {
  email: string;
  /** The choices in rank order, each named as defined for the application's year (null: no longer defined). */
  choiceNames: ScholarshipNames[];
  outcome: { result: 'OFFERED' | 'UNSUCCESSFUL'; released: boolean; scholarship: ScholarshipNames | null; response: 'ACCEPTED' | 'DECLINED' | 'LAPSED' | null } | null;
};

/** Each choice's code and names in rank order, from the scholarships of the application's year. */
const CHOICE_NAMES = sql<ScholarshipNames[]>`(
  SELECT coalesce(jsonb_agg(jsonb_build_object('code', choice.code, 'en-GB', named.name_en, 'zh-Hans', named.name_zh) ORDER BY choice.rank), '[]'::jsonb)
  FROM jsonb_array_elements_text(sch.choices) WITH ORDINALITY AS choice(code, rank)
  LEFT JOIN scholarships named ON named.academic_year = sch.academic_year AND named.code = choice.code
)`;

/** The next `size` rows of the list after the row with id `afterId` (null: from the start), in the list's order. */
export async function exportedScholarshipApplications(db: Db, filters: Omit<OfficeScholarshipApplicationsQuery, 'page'>, afterId: string | null, size: number): Promise<ExportedScholarshipApplication[]> {
  let batch = searchedApplications(db, filters)
    .leftJoin('scholarship_outcomes as outcome', 'outcome.application_id', 'sch.id')
    .leftJoin('scholarships as awarded', 'awarded.id', 'outcome.scholarship_id');
  if (afterId) batch = batch.where(LIST_ORDER.after(afterId));
  const rows = await LIST_ORDER.orderBy(
    batch.select([
      ...OFFICE_ROW_COLUMNS,
      'person.email',
      CHOICE_NAMES.as('choice_names'),
      'outcome.result',
      'outcome.released_at',
      'outcome.response',
      'awarded.code as awarded_code',
      'awarded.name_en as awarded_en',
      'awarded.name_zh as awarded_zh',
    ]),
  )
    .limit(size)
    .execute();
  return rows.map((row) => ({
    ...toOfficeRow(row as RowSource),
    email: row.email,
    choiceNames: row.choice_names,
    outcome: row.result
      ? {
          result: row.result,
          released: row.released_at !== null,
          scholarship: row.awarded_code ? { code: row.awarded_code, 'en-GB': row.awarded_en, 'zh-Hans': row.awarded_zh } : null,
          response: row.response,
        }
      : null,
  }));
}

/** A submitted application, any applicant's (the route has checked the role); a draft or an unknown id is 404. */
export async function findApplicationForOffice(db: Db, id: unknown): Promise<ScholarshipApplication> {
  const row = isUuid(id) ? await scholarshipApplications(db).where('sch.id', '=', id).where('sch.status', '<>', 'DRAFT').executeTakeFirst() : undefined;
  if (!row) throw problem(404, 'NOT_FOUND');
  return toScholarshipApplication(row);
}

/** The application's row as the office's list shows it. */
export async function officeApplicationRow(db: Db, applicationId: string): Promise<OfficeScholarshipApplicationRow> {
  return toOfficeRow(await officeApplicationRows(db).select(OFFICE_ROW_COLUMNS).where('sch.id', '=', applicationId).executeTakeFirstOrThrow());
}

/** The applicant's name and e-mail address. */
export function applicantNameAndEmail(db: Db, applicantId: string) {
  return db.selectFrom('applicants').select(['full_name', 'email']).where('id', '=', applicantId).executeTakeFirstOrThrow();
}

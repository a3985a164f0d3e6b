/**
 * The office's scholarships as an applicant meets them: which are open now, and which the applicant
 * may choose, judged from the citizenship and programme choices of their submitted admission
 * application(s) for that academic year. The same facts feed the Choices section's rules (the
 * schema's context), the task list's closed choices and the submit check, so all three agree.
 */
import type { Citizenship } from '@portal/contracts/categories';
import type { IneligibleReason, OfferedScholarship } from '@portal/contracts/scholarship/api';
import type { ScholarshipCatalogueEntry } from '@portal/contracts/schemas/scholarship/context';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ScholarshipsTable } from '../../db/schema';

export type ScholarshipRow = Selectable<ScholarshipsTable>;

/** What decides eligibility: the admission application's citizenship and its ranked programmes. */
export interface AdmissionFacts {
  citizenship: Citizenship | null;
  programmes: string[];
}

export const isOpen = (row: Pick<ScholarshipRow, 'opens_at' | 'closes_at'>, now: Date): boolean =>
  row.opens_at.getTime() <= now.getTime() && now.getTime() < row.closes_at.getTime();

/** null: eligible. An empty programme list admits any programme. */
export function ineligibility(row: Pick<ScholarshipRow, 'citizenships' | 'programmes'>, facts: AdmissionFacts): IneligibleReason | null {
  if (!facts.citizenship || !row.citizenships.includes(facts.citizenship)) return 'CITIZENSHIP';
  if (row.programmes.length > 0 && !facts.programmes.some((programme) => row.programmes.includes(programme))) return 'PROGRAMME';
  return null;
}

/** What the applicant and the office alike are shown of a scholarship: its names, terms and dates. */
export function scholarshipTerms(row: ScholarshipRow, now: Date) {
  return {
    id: row.id,
    code: row.code,
    academicYear: row.academic_year,
    name: { 'en-GB': row.name_en, 'zh-Hans': row.name_zh },
    description: { 'en-GB': row.description_en, 'zh-Hans': row.description_zh },
    bondYears: row.bond_years,
    livingAllowanceCents: row.living_allowance_cents,
    tuitionCoveragePercent: row.tuition_coverage_percent,
    opensAt: row.opens_at.toISOString(),
    closesAt: row.closes_at.toISOString(),
    open: isOpen(row, now),
  };
}

export function toOfferedScholarship(row: ScholarshipRow, facts: AdmissionFacts | null, now: Date): OfferedScholarship {
  // Without a submitted admission application for the year nothing can be judged: not eligible, no reason given.
  const reason = facts ? ineligibility(row, facts) : null;
  return { ...scholarshipTerms(row, now), eligible: facts !== null && reason === null, ineligibleReason: reason };
}

export async function scholarshipsOfYear(db: Db, academicYear: string): Promise<ScholarshipRow[]> {
  return db.selectFrom('scholarships').selectAll().where('academic_year', '=', academicYear).orderBy('opens_at').orderBy('code').execute();
}

interface AdmissionRow {
  academic_year: string;
  eligibility: unknown;
  programme_choices: Array<{ rank: number; programme: string }>;
}

const factsOf = (rows: readonly AdmissionRow[]): AdmissionFacts => ({
  // An applicant has one citizenship; the first application that states it speaks for them.
  citizenship: rows.map((row) => (row.eligibility as { citizenship?: Citizenship } | null)?.citizenship ?? null).find(Boolean) ?? null,
  programmes: [...new Set(rows.flatMap((row) => row.programme_choices.map((choice) => choice.programme)))],
});

/** The facts of the applicant's submitted (not draft, not withdrawn) admission applications, by academic year. */
export async function submittedAdmissionFacts(db: Db, applicantId: string): Promise<Map<string, AdmissionFacts>> {
  const rows = await db
    .selectFrom('applications')
    .select(['academic_year', 'eligibility', 'programme_choices'])
    .where('applicant_id', '=', applicantId)
    .where('status', 'not in', ['DRAFT', 'WITHDRAWN'])
    .execute();
  const years = [...new Set(rows.map((row) => row.academic_year))];
  return new Map(years.map((year) => [year, factsOf(rows.filter((row) => row.academic_year === year))]));
}

/** The facts of one admission application (the one a scholarship application goes with). */
export async function admissionFactsOf(db: Db, admissionApplicationId: string | null): Promise<AdmissionFacts> {
  const row = admissionApplicationId
    ? await db.selectFrom('applications').select(['academic_year', 'eligibility', 'programme_choices']).where('id', '=', admissionApplicationId).executeTakeFirst()
    : undefined;
  return row ? factsOf([row]) : { citizenship: null, programmes: [] };
}

/** The catalogue as the Choices section's rules see it. */
export const catalogueEntries = (rows: readonly ScholarshipRow[], facts: AdmissionFacts, now: Date): ScholarshipCatalogueEntry[] =>
  rows.map((row) => ({ code: row.code, open: isOpen(row, now), eligible: ineligibility(row, facts) === null }));

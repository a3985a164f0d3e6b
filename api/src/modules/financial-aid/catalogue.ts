/**
 * The office's aid schemes as an applicant meets them, and the applicant's aid tier (spec 6): from
 * the submitted admission application the aid goes with — its citizenship, and for international
 * students whether they applied for the government tuition grant (admission section tuitionGrant,
 * option APPLY). The same facts give the offered schemes' `eligible`, the aidSought rule (the
 * schema's context) and the start's AID_NOT_ELIGIBLE, so all three agree.
 */
import type { Citizenship } from '@portal/contracts/categories';
import type { OfferedAidScheme } from '@portal/contracts/financial-aid/api';
import { aidTierOf, type AidTier } from '@portal/contracts/financial-aid/model';
import { aidSoughtOfCategory } from '@portal/contracts/schemas/financial-aid/context';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { FinancialAidSchemesTable } from '../../db/schema';

export type AidSchemeRow = Selectable<FinancialAidSchemesTable>;

/** The year's active schemes, bursaries first by category then code. */
export async function activeSchemesOfYear(db: Db, academicYear: string): Promise<AidSchemeRow[]> {
  return db.selectFrom('financial_aid_schemes').selectAll().where('academic_year', '=', academicYear).where('active', '=', true).orderBy('code').execute();
}

const centsOrNull = (value: string | number | null): number | null => (value === null ? null : Number(value));

export function toOfferedScheme(row: AidSchemeRow, tier: AidTier | null): OfferedAidScheme {
  return {
    id: row.id,
    code: row.code,
    academicYear: row.academic_year,
    category: row.category,
    aidSought: aidSoughtOfCategory(row.category),
    name: { 'en-GB': row.name_en, 'zh-Hans': row.name_zh },
    description: { 'en-GB': row.description_en, 'zh-Hans': row.description_zh },
    annualAmountCents: centsOrNull(row.annual_amount_cents),
    maxPercent: row.max_percent,
    eligible: tier !== null && row.tiers.includes(tier),
  };
}

interface AdmissionRow {
  id: string;
  application_number: string;
  academic_year: string;
  status: string;
  eligibility: unknown;
  submission: unknown;
}

const admissionColumns = ['id', 'application_number', 'academic_year', 'status', 'eligibility', 'submission'] as const;

/** The tier an admission application gives: its citizenship and its tuition grant answer (as submitted, else as saved). */
async function tierOfAdmission(db: Db, admission: AdmissionRow): Promise<AidTier | null> {
  const citizenship = (admission.eligibility as { citizenship?: Citizenship } | null)?.citizenship;
  if (!citizenship) return null;
  const submitted = (admission.submission as { sections?: { tuitionGrant?: { option?: unknown } } } | null)?.sections?.tuitionGrant?.option;
  let option = submitted;
  if (option === undefined) {
    const saved = await db
      .selectFrom('form_sections')
      .select('data')
      .where('form_kind', '=', 'ADMISSION')
      .where('form_id', '=', admission.id)
      .where('section', '=', 'tuitionGrant')
      .executeTakeFirst();
    option = (saved?.data as { option?: unknown } | undefined)?.option;
  }
  return aidTierOf(citizenship, option === 'APPLY');
}

/** The tier of the admission application an aid application goes with (null: none, or no citizenship stated). */
export async function tierOfAdmissionApplication(db: Db, admissionApplicationId: string | null): Promise<AidTier | null> {
  if (!admissionApplicationId) return null;
  const row = await db.selectFrom('applications').select([...admissionColumns]).where('id', '=', admissionApplicationId).executeTakeFirst();
  return row ? tierOfAdmission(db, row) : null;
}

/** The applicant's submitted (not draft, not withdrawn) admission application of a year with its tier, or null. */
export async function submittedAdmissionOfYear(db: Db, applicantId: string, academicYear: string): Promise<{ id: string; applicationNumber: string; tier: AidTier | null } | null> {
  const row = await db
    .selectFrom('applications')
    .select([...admissionColumns])
    .where('applicant_id', '=', applicantId)
    .where('academic_year', '=', academicYear)
    .where('status', 'not in', ['DRAFT', 'WITHDRAWN'])
    .orderBy('submitted_at')
    .executeTakeFirst();
  return row ? { id: row.id, applicationNumber: row.application_number, tier: await tierOfAdmission(db, row) } : null;
}

/** One admission application of the applicant by its number (any status), for starting an aid application. */
export async function admissionByNumber(db: Db, applicantId: string, applicationNumber: string): Promise<(AdmissionRow & { tier: AidTier | null }) | null> {
  const row = await db.selectFrom('applications').select([...admissionColumns]).where('applicant_id', '=', applicantId).where('application_number', '=', applicationNumber).executeTakeFirst();
  return row ? { ...row, tier: await tierOfAdmission(db, row) } : null;
}

/**
 * Spec 5: who may stand as a scholarship surety. One pure function, used by the browser (to say what
 * is wrong before the applicant sends an invitation) and by the API (which refuses the same). Ages
 * and letter dates are measured against the award year: the academic year's start (1 August).
 *
 * - aged 21 to 49 inclusive on 1 August of the award year (the government tuition grant variant: over
 *   21 and under 65, i.e. 22 to 64);
 * - employed, with an employment letter dated 1 June of the award year or later;
 * - at most one of the two sureties an immediate family member;
 * - neither bankrupt nor party to an existing scholarship, loan or grant agreement.
 */
import { parseDisplayDate } from './schemas/dates';

export type SuretyVariant = 'SCHOLARSHIP' | 'TUITION_GRANT';

/** The rule-relevant part of a surety's details (dates as the portal writes them, dd/mm/yyyy). */
export interface SuretyFacts {
  dateOfBirth: string;
  immediateFamily: boolean;
  employed: boolean;
  employmentLetterDate: string;
  bankrupt: boolean;
  existingAgreement: boolean;
}

export interface SuretyRuleProblem {
  field: keyof SuretyFacts;
  code: string;
  params: Array<string | number>;
}

export const SURETY_AGE_LIMITS: Record<SuretyVariant, { min: number; max: number }> = {
  SCHOLARSHIP: { min: 21, max: 49 },
  // "over 21 and under 65"
  TUITION_GRANT: { min: 22, max: 64 },
};

/** Whole years of age on a day (both yyyy-mm-dd); someone born on 29 February turns a year older on 1 March. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/** The award year of an academic year written "2027/2028" (or "2027"): its first year. */
export function awardYear(academicYear: string): number {
  const match = /^(\d{4})/.exec(academicYear.trim());
  if (!match) throw new Error(`Not an academic year: ${academicYear}`);
  return Number(match[1]);
}

/** The day ages are measured on: 1 August of the award year (yyyy-mm-dd). */
export const suretyAgeDay = (year: number) => `${year}-08-01`;
/** The earliest date an employment letter may bear: 1 June of the award year (yyyy-mm-dd). */
export const employmentLetterEarliest = (year: number) => `${year}-06-01`;

/**
 * The age rule alone (the tuition grant's sureties have no other): the variant's limits on 1 August
 * of the award year; null when met or when the date is not one.
 */
export function suretyAgeProblem(dateOfBirth: string, options: { awardYear: number; variant: SuretyVariant }): SuretyRuleProblem | null {
  const born = parseDisplayDate(dateOfBirth);
  if (!born) return null;
  const age = ageOn(born, suretyAgeDay(options.awardYear));
  const { min, max } = SURETY_AGE_LIMITS[options.variant];
  if (age >= min && age <= max) return null;
  return { field: 'dateOfBirth', code: options.variant === 'TUITION_GRANT' ? 'SURETY_GRANT_AGE_OUT_OF_RANGE' : 'SURETY_AGE_OUT_OF_RANGE', params: [options.awardYear] };
}

/**
 * Every rule the surety breaks ([] when none), given the other surety's facts when there is one.
 * Badly formed dates are the form schema's business, not a rule: they give no problem here.
 */
export function suretyRuleProblems(
  surety: SuretyFacts,
  options: { awardYear: number; other?: SuretyFacts | null; variant?: SuretyVariant },
): SuretyRuleProblem[] {
  const problems: SuretyRuleProblem[] = [];
  const variant = options.variant ?? 'SCHOLARSHIP';
  const year = options.awardYear;
  const age = suretyAgeProblem(surety.dateOfBirth, { awardYear: year, variant });
  if (age) problems.push(age);
  if (!surety.employed) problems.push({ field: 'employed', code: 'SURETY_NOT_EMPLOYED', params: [] });
  else {
    const letter = parseDisplayDate(surety.employmentLetterDate);
    if (letter && letter < employmentLetterEarliest(year)) problems.push({ field: 'employmentLetterDate', code: 'SURETY_EMPLOYMENT_LETTER_TOO_OLD', params: [year] });
  }
  if (surety.immediateFamily && options.other?.immediateFamily) problems.push({ field: 'immediateFamily', code: 'SURETY_FAMILY_LIMIT', params: [] });
  if (surety.bankrupt) problems.push({ field: 'bankrupt', code: 'SURETY_BANKRUPT', params: [] });
  if (surety.existingAgreement) problems.push({ field: 'existingAgreement', code: 'SURETY_EXISTING_AGREEMENT', params: [] });
  return problems;
}

/** Names compared as people type them: case aside, runs of spaces as one. */
export const sameName = (a: string, b: string) => normaliseName(a) === normaliseName(b);
const normaliseName = (name: string) => name.trim().replace(/\s+/gu, ' ').toLocaleUpperCase('en-GB');

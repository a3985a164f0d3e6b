/**
 * Per capita income (PCI): gross monthly household income divided by the number of people in the
 * household. The public financial aid calculator and the admission form's Household Income section
 * both show it, and the office bands aid by it, so there is exactly one way to work it out: here, in
 * whole cents (no binary-fraction drift), rounded half up to the cent.
 */
import { AMOUNT_PATTERN } from './limits';

/** The most people a household may list (the calculator and the Household Income section). */
export const HOUSEHOLD_MEMBERS = { min: 1, max: 20 } as const;

/** An amount typed as "1234.50" in cents (123450), or null when it is not an amount (AMOUNT_PATTERN). */
export function amountToCents(amount: string): number | null {
  const trimmed = amount.trim();
  if (!AMOUNT_PATTERN.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A household size typed as text, when it is a whole number within HOUSEHOLD_MEMBERS; else null. */
export function householdMembersOf(members: string): number | null {
  const trimmed = members.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= HOUSEHOLD_MEMBERS.min && count <= HOUSEHOLD_MEMBERS.max ? count : null;
}

/** Per capita monthly income in cents, from the household's gross monthly income in cents. */
export function perCapitaIncomeCents(monthlyIncomeCents: number, householdMembers: number): number {
  return Math.round(monthlyIncomeCents / householdMembers);
}

/** Per capita income in cents from the form's text, or null until both answers are valid. */
export function perCapitaIncomeFromAnswers(monthlyIncome: string, householdMembers: string): number | null {
  const cents = amountToCents(monthlyIncome);
  const members = householdMembersOf(householdMembers);
  return cents === null || members === null ? null : perCapitaIncomeCents(cents, members);
}

/**
 * The household of a financial aid application, worked out from its Financial Details answers:
 * the applicant plus the family members listed, their gross monthly incomes added up, and the
 * per-capita income by the public calculator's own function (household-income.ts), so the calculator,
 * the form, the API and the office never disagree. Every part is null until the answers it needs are
 * valid (a draft may hold anything).
 */
import { amountToCents, HOUSEHOLD_MEMBERS, perCapitaIncomeCents } from '../household-income';

export interface AidHousehold {
  /** The applicant and the family members listed; null while the list is not a list or too long. */
  size: number | null;
  /** Gross monthly household income in cents; null while any income is missing or not an amount. */
  monthlyIncomeCents: number | null;
  /** perCapitaIncomeCents(monthlyIncomeCents, size); null until both are known. */
  perCapitaIncomeCents: number | null;
}

const centsOf = (value: unknown): number | null => (typeof value === 'string' ? amountToCents(value) : null);

export function householdOf(financialDetails: Record<string, unknown> | null | undefined): AidHousehold {
  const members = financialDetails?.familyMembers ?? [];
  if (!Array.isArray(members)) return { size: null, monthlyIncomeCents: null, perCapitaIncomeCents: null };
  const size = members.length + 1 <= HOUSEHOLD_MEMBERS.max ? members.length + 1 : null;
  const incomes = [centsOf(financialDetails?.applicantMonthlyIncome), ...members.map((member) => centsOf((member as { grossMonthlyIncome?: unknown } | null)?.grossMonthlyIncome))];
  const monthlyIncomeCents = incomes.every((cents) => cents !== null) ? incomes.reduce<number>((sum, cents) => sum + (cents ?? 0), 0) : null;
  return {
    size,
    monthlyIncomeCents,
    perCapitaIncomeCents: size !== null && monthlyIncomeCents !== null ? perCapitaIncomeCents(monthlyIncomeCents, size) : null,
  };
}

/** Whether anyone in the household earns (an income proof is then required). */
export function householdHasIncome(financialDetails: Record<string, unknown> | null | undefined): boolean {
  const members = Array.isArray(financialDetails?.familyMembers) ? (financialDetails.familyMembers as unknown[]) : [];
  return [financialDetails?.applicantMonthlyIncome, ...members.map((member) => (member as { grossMonthlyIncome?: unknown } | null)?.grossMonthlyIncome)].some(
    (income) => (centsOf(income) ?? 0) > 0,
  );
}

/**
 * Financial aid (issue 13): the words of the model that the browser, the API and the database share.
 * The application's routes and payloads are in ./api.ts (applicant), ./office.ts (office) and
 * ./guarantor.ts; the section answers' rules in ../schemas/financial-aid/.
 *
 * The life of an application (spec 4): DRAFT → SUBMITTED → (ADDITIONAL_DOCUMENTS_REQUIRED ↔
 * SUBMITTED)* → AWARDED (a package is offered) or UNSUCCESSFUL → APPEAL (one appeal or request for
 * review a year) → AWARDED or UNSUCCESSFUL again. WITHDRAWN from any submitted state, by the applicant
 * or by the office on loss of eligibility: final, and the year's one application stays used.
 * The package has its own life: OFFERED → ACCEPTED | REJECTED | LAPSED (after its reply due date);
 * SUPERSEDED when the office offers a new one after an appeal, a review or an update.
 */
import type { Citizenship } from '../categories';
import type { Language } from '../languages';

export { AID_APPLICATION_STATUSES, type AidApplicationStatus } from '../financial-aid-statuses';

/**
 * Who may receive a scheme (spec 6): citizenship, and for international students whether they took
 * the government tuition grant in their admission application. Some bursaries are for citizens only;
 * international students without a tuition grant are excluded from most aid.
 */
export const AID_TIERS = ['CITIZEN', 'PERMANENT_RESIDENT', 'INTERNATIONAL_WITH_GRANT', 'INTERNATIONAL_WITHOUT_GRANT'] as const;
export type AidTier = (typeof AID_TIERS)[number];

export function aidTierOf(citizenship: Citizenship, tookTuitionGrant: boolean): AidTier {
  if (citizenship === 'SINGAPORE_CITIZEN') return 'CITIZEN';
  if (citizenship === 'PERMANENT_RESIDENT') return 'PERMANENT_RESIDENT';
  return tookTuitionGrant ? 'INTERNATIONAL_WITH_GRANT' : 'INTERNATIONAL_WITHOUT_GRANT';
}

export const BURSARY_CATEGORIES = ['GOVERNMENT_BURSARY', 'DONATED_BURSARY', 'RESIDENTIAL_COLLEGE_BURSARY', 'OTHER_BURSARY'] as const;
export const LOAN_CATEGORIES = ['TUITION_FEE_LOAN', 'STUDY_LOAN'] as const;
export const AID_SCHEME_CATEGORIES = [...BURSARY_CATEGORIES, ...LOAN_CATEGORIES] as const;
export type AidSchemeCategory = (typeof AID_SCHEME_CATEGORIES)[number];
export type LoanCategory = (typeof LOAN_CATEGORIES)[number];

export const isLoanCategory = (category: AidSchemeCategory): category is LoanCategory => (LOAN_CATEGORIES as readonly string[]).includes(category);

/**
 * Spec 9: a tuition fee loan covers up to 90% of the (subsidised) tuition fee, a study loan up to 10%
 * of the subsidised fee. A scheme's max_percent may be lower, never higher.
 */
export const LOAN_MAX_PERCENT: Record<LoanCategory, number> = { TUITION_FEE_LOAN: 90, STUDY_LOAN: 10 };

/** What the applicant may apply for in the Financial Details section (the office offers schemes of these kinds). */
export const AID_SOUGHT = ['BURSARY', 'TUITION_FEE_LOAN', 'STUDY_LOAN'] as const;
export type AidSought = (typeof AID_SOUGHT)[number];

/** Spec 9: bursaries are paid in two halves, one per semester. */
export const BURSARY_INSTALMENTS = 2;

/** The two halves of a yearly bursary in cents (the first takes the odd cent). */
export function bursaryInstalmentsCents(annualAmountCents: number): [number, number] {
  const second = Math.floor(annualAmountCents / BURSARY_INSTALMENTS);
  return [annualAmountCents - second, second];
}

/** One scheme in an offered package, frozen as offered. Bursaries carry an amount; loans a maximum percent. */
export interface AidPackageItem {
  schemeId: string;
  code: string;
  category: AidSchemeCategory;
  name: Record<Language, string>;
  /** Bursary: the amount for the academic year in cents (paid in two halves); null for a loan. */
  annualAmountCents: number | null;
  /** Loan: the most the applicant may borrow, as a percent of the subsidised tuition fee; null for a bursary. */
  maxPercent: number | null;
}

/**
 * The applicant's choice within the package when accepting (package selection): which items they
 * take, and for each loan taken the percent they borrow (1 … its maxPercent). At least one item.
 */
export interface AidPackageSelection {
  items: Array<{ code: string; percent: number | null }>;
}

export const AID_PACKAGE_STATUSES = ['OFFERED', 'ACCEPTED', 'REJECTED', 'LAPSED', 'SUPERSEDED'] as const;
export type AidPackageStatus = (typeof AID_PACKAGE_STATUSES)[number];

/** Why an applicant rejects a package (one or more), with optional comments. */
export const AID_REJECT_REASONS = ['NOT_NEEDED', 'OTHER_AID', 'AMOUNT_INSUFFICIENT', 'NOT_ENROLLING', 'PREFER_NOT_TO_BORROW', 'OTHER'] as const;
export type AidRejectReason = (typeof AID_REJECT_REASONS)[number];

/**
 * APPEAL: against an outcome (unsuccessful, or the package); REVIEW: a request for review of the
 * package's amounts — the same screen, one of the two per academic year. UPDATE: changed
 * circumstances after processing, with documents (the Financial Aid Application update).
 */
export const AID_REQUEST_KINDS = ['APPEAL', 'REVIEW', 'UPDATE'] as const;
export type AidRequestKind = (typeof AID_REQUEST_KINDS)[number];
export const AID_REQUEST_STATUSES = ['SUBMITTED', 'UPHELD', 'NOT_UPHELD', 'PROCESSED'] as const;
export type AidRequestStatus = (typeof AID_REQUEST_STATUSES)[number];

/** What an update of circumstances reports (spec: Financial Aid Application update). */
export const AID_CHANGE_KINDS = ['INCOME_CHANGE', 'HOUSEHOLD_CHANGE', 'MEDICAL', 'EMPLOYMENT_LOSS', 'BEREAVEMENT', 'OTHER'] as const;
export type AidChangeKind = (typeof AID_CHANGE_KINDS)[number];

/** The documents the applicant uploads with the application or sends later. */
export const AID_DOCUMENT_TYPES = ['INCOME_PROOF', 'CPF_STATEMENT', 'MEDICAL_BILL', 'INHERITANCE_PROOF', 'HOUSING_PROOF', 'OTHER'] as const;
export type AidDocumentType = (typeof AID_DOCUMENT_TYPES)[number];

/** Spec 8: the bursary message when the reply due date has passed. */
export const AID_OFFER_LAPSED = 'AID_OFFER_LAPSED';

/** The office's dates for an academic year (YYYY-MM-DD), spec 9: opens 15 January, recommended by 1 April. */
export interface AidYearDates {
  academicYear: string;
  opensOn: string;
  recommendedBy: string;
  closesOn: string;
  /** The last day for an appeal or request for review: before reading week of semester 2. */
  appealClosesOn: string;
  semesterOneDisbursementOn: string;
  semesterTwoDisbursementOn: string;
}

/**
 * The dates the office's form suggests for a new academic year "S/S+1" (spec 9): applications open
 * 15 January and are recommended by 1 April of S; the rest are the office's own choice, suggested
 * here so that the form is never blank: applications close 31 July, appeals 20 February of S+1 (the
 * Friday before a typical semester-2 reading week), bursary halves paid 1 September and 1 February.
 */
export function suggestedAidYearDates(academicYear: string): AidYearDates {
  const start = Number(academicYear.slice(0, 4));
  return {
    academicYear,
    opensOn: `${start}-01-15`,
    recommendedBy: `${start}-04-01`,
    closesOn: `${start}-07-31`,
    appealClosesOn: `${start + 1}-02-20`,
    semesterOneDisbursementOn: `${start}-09-01`,
    semesterTwoDisbursementOn: `${start + 1}-02-01`,
  };
}

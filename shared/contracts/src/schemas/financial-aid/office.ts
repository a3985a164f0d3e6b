/**
 * The Office of Financial Aid's forms (issue 13), checked alike by the API and the console: the
 * year's dates, an aid scheme, the applications list's search, and the actions on an application.
 * Dates in bodies are ISO days (YYYY-MM-DD, as AidYearDates); amounts are whole cents. The console
 * lets the officer type dd/mm/yyyy and dollars and converts before checking, so errors land on the
 * fields typed. Rules that need the database (a scheme of the application's year, open to its tier)
 * are the API's (modules/financial-aid/office-actions.ts).
 */
import * as yup from 'yup';
import { OFFICE_AID_STATUSES } from '../../financial-aid/office';
import { aidExportColumns } from '../../financial-aid/office-export';
import { listExportSchema } from '../office-export';
import { assignedToFilter } from '../office-work';
import { AID_DOCUMENT_TYPES, AID_REQUEST_STATUSES, AID_SCHEME_CATEGORIES, AID_TIERS, isLoanCategory, LOAN_MAX_PERCENT, type AidSchemeCategory } from '../../financial-aid/model';
import { ALWAYS_SENT, inBothLanguages, multilineText, text, tooLong, type RequiredCode, filterChoice, filterAcademicYear, academicYearField, UUID_PATTERN } from '../common';

export const AID_SCHEME_CODE_PATTERN = /^[A-Z0-9_]{2,30}$/;
export const AID_SCHEME_NAME_MAX = 200;
export const AID_SCHEME_DESCRIPTION_MAX = 2000;
export const AID_OFFICE_TEXT_MAX = 1000;
/** S$1,000,000: far beyond any bursary or income, and keeps cents inside an integer. */
export const AID_AMOUNT_MAX_CENTS = 100_000_000;
/** At most this many schemes in one package. */
export const AID_PACKAGE_ITEMS_MAX = 10;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const isoDay = (requiredCode: RequiredCode) =>
  text()
    .trim()
    .required(requiredCode)
    .test('date', 'INVALID_DATE', (value) => !value || isIsoDay(value));

/** What the action forms' rules need beyond the body: today in Singapore (YYYY-MM-DD). */
export interface AidOfficeContext {
  today: string;
}

/** A due date: a real day after today (Singapore). */
const futureDay = (code: string, requiredCode: RequiredCode) =>
  isoDay(requiredCode).test('future', code, function (value) {
    const today = (this.options.context as AidOfficeContext | undefined)?.today;
    return !value || !isIsoDay(value) || !today || value > today;
  });

/** A later date of the form that must not come before an earlier one. */
const notBefore = (earlier: string, code: string, requiredCode: RequiredCode, strictly = false) =>
  isoDay(requiredCode).test('order', code, function (value) {
    const other = String(this.parent?.[earlier] ?? '');
    if (!value || !isIsoDay(value) || !isIsoDay(other)) return true;
    return strictly ? value > other : value >= other;
  });

export const aidYearDatesSchema = yup
  .object({
    opensOn: isoDay('ENTER_AID_OPENS_ON'),
    recommendedBy: notBefore('opensOn', 'AID_RECOMMENDED_BEFORE_OPENS', 'ENTER_AID_RECOMMENDED_BY'),
    closesOn: notBefore('recommendedBy', 'AID_CLOSES_BEFORE_RECOMMENDED', 'ENTER_AID_CLOSES_ON'),
    appealClosesOn: notBefore('closesOn', 'AID_APPEAL_CLOSES_BEFORE_CLOSES', 'ENTER_AID_APPEAL_CLOSES_ON'),
    semesterOneDisbursementOn: isoDay('ENTER_SEMESTER_ONE_DISBURSEMENT'),
    semesterTwoDisbursementOn: notBefore('semesterOneDisbursementOn', 'AID_SEMESTER_TWO_NOT_AFTER_ONE', 'ENTER_SEMESTER_TWO_DISBURSEMENT', true),
  })
  .noUnknown('UNKNOWN_FIELD');
export type AidYearDatesInput = yup.InferType<typeof aidYearDatesSchema>;

const cents = () => yup.number().typeError('INVALID_VALUE').integer('INVALID_VALUE').min(0, 'INVALID_VALUE').max(AID_AMOUNT_MAX_CENTS, 'INVALID_VALUE');

const categoryOf = (parent: unknown): AidSchemeCategory | null => {
  const category = (parent as { category?: unknown } | undefined)?.category;
  return (AID_SCHEME_CATEGORIES as readonly unknown[]).includes(category) ? (category as AidSchemeCategory) : null;
};

export const aidSchemeSchema = yup
  .object({
    academicYear: academicYearField(),
    code: text().trim().required('ENTER_AID_SCHEME_CODE').matches(AID_SCHEME_CODE_PATTERN, 'AID_SCHEME_CODE_INVALID'),
    category: text().trim().required('AID_CATEGORY_REQUIRED').oneOf([...AID_SCHEME_CATEGORIES], 'AID_CATEGORY_REQUIRED'),
    name: inBothLanguages(AID_SCHEME_NAME_MAX, { 'en-GB': 'ENTER_AID_SCHEME_NAME_EN', 'zh-Hans': 'ENTER_AID_SCHEME_NAME_ZH' }),
    description: inBothLanguages(AID_SCHEME_DESCRIPTION_MAX),
    tiers: yup
      .array()
      .of(text().oneOf([...AID_TIERS], 'INVALID_VALUE').required(ALWAYS_SENT))
      .typeError('INVALID_VALUE')
      .required('AID_TIERS_REQUIRED')
      .min(1, 'AID_TIERS_REQUIRED')
      .test('unique', 'INVALID_VALUE', (values) => !values || new Set(values).size === values.length),
    maxPerCapitaIncomeCents: cents().nullable().default(null),
    annualAmountCents: cents()
      .nullable()
      .default(null)
      .test('bursary', 'AID_ANNUAL_AMOUNT_REQUIRED', function (value) {
        const category = categoryOf(this.parent);
        return !category || isLoanCategory(category) || (value !== null && value !== undefined && value > 0);
      })
      .test('loan', 'AID_LOAN_NO_AMOUNT', function (value) {
        const category = categoryOf(this.parent);
        return !category || !isLoanCategory(category) || value === null || value === undefined;
      }),
    maxPercent: yup
      .number()
      .typeError('INVALID_VALUE')
      .integer('INVALID_VALUE')
      .nullable()
      .default(null)
      .test('loan', 'AID_MAX_PERCENT_REQUIRED', function (value) {
        const category = categoryOf(this.parent);
        return !category || !isLoanCategory(category) || (value !== null && value !== undefined);
      })
      .test('range', 'AID_MAX_PERCENT_OUT_OF_RANGE', function (value) {
        const category = categoryOf(this.parent);
        return !category || !isLoanCategory(category) || value === null || value === undefined || (value >= 1 && value <= LOAN_MAX_PERCENT[category]);
      })
      .test('bursary', 'AID_BURSARY_NO_PERCENT', function (value) {
        const category = categoryOf(this.parent);
        return !category || isLoanCategory(category) || value === null || value === undefined;
      }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type AidSchemeInput = yup.InferType<typeof aidSchemeSchema>;

export const officeAidApplicationsQuerySchema = yup
  .object({
    /** A reference (or its start), an admission application number, or part of the applicant's name or e-mail. */
    q: text().trim().max(100, tooLong(100)).default(''),
    status: filterChoice(OFFICE_AID_STATUSES),
    academicYear: filterAcademicYear(),
    /** My queue (me), nobody's, or one officer's (their id). */
    assignedTo: assignedToFilter(),
    page: yup.number().typeError('INVALID_VALUE').integer('INVALID_VALUE').min(1, 'INVALID_VALUE').max(10_000, 'INVALID_VALUE').default(1),
  })
  .noUnknown('UNKNOWN_FIELD');
export type OfficeAidApplicationsQuery = yup.InferType<typeof officeAidApplicationsQuerySchema>;

/** The list's search and filters taken away as a file (@portal/contracts/office/export). */
export const officeAidApplicationsExportSchema = listExportSchema(officeAidApplicationsQuerySchema, aidExportColumns);

export const officeAidSchemesQuerySchema = yup
  .object({ academicYear: filterAcademicYear() })
  .noUnknown('UNKNOWN_FIELD');

const officeText = () => multilineText().trim().max(AID_OFFICE_TEXT_MAX, tooLong(AID_OFFICE_TEXT_MAX));

export const aidDocumentRequestSchema = yup
  .object({
    documentTypes: yup
      .array(text().required(ALWAYS_SENT).oneOf([...AID_DOCUMENT_TYPES], 'INVALID_VALUE'))
      .typeError('INVALID_VALUE')
      .required('AID_DOCUMENT_TYPES_REQUIRED')
      .min(1, 'AID_DOCUMENT_TYPES_REQUIRED')
      .test('unique', 'INVALID_VALUE', (values) => !values || new Set(values).size === values.length),
    /** What the applicant reads in the e-mail and on their progress page. */
    message: officeText().required('ENTER_MESSAGE_TO_APPLICANT'),
    dueOn: futureDay('AID_DUE_DATE_PAST', 'ENTER_DUE_DATE'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type AidDocumentRequestInput = yup.InferType<typeof aidDocumentRequestSchema>;

export const aidPackageItemSchema = yup
  .object({
    schemeId: text().trim().required('AID_SCHEME_REQUIRED').matches(UUID_PATTERN, 'AID_SCHEME_REQUIRED'),
    /** A bursary's amount for the year in cents; empty: the scheme's own amount. */
    annualAmountCents: cents().min(1, 'INVALID_VALUE').nullable().default(null),
    /** A loan's maximum percent; empty: the scheme's own maximum. */
    maxPercent: yup.number().typeError('INVALID_VALUE').integer('INVALID_VALUE').min(1, 'INVALID_VALUE').max(100, 'INVALID_VALUE').nullable().default(null),
  })
  .noUnknown('UNKNOWN_FIELD');

export const aidPackageOfferSchema = yup
  .object({
    items: yup
      .array(aidPackageItemSchema)
      .typeError('INVALID_VALUE')
      .required('AID_PACKAGE_ITEMS_REQUIRED')
      .min(1, 'AID_PACKAGE_ITEMS_REQUIRED')
      .max(AID_PACKAGE_ITEMS_MAX, 'INVALID_VALUE')
      .test('unique', 'AID_PACKAGE_DUPLICATE_SCHEME', (items) => !items || new Set(items.map((item) => item?.schemeId?.toLowerCase())).size === items.length),
    replyDueOn: futureDay('REPLY_DUE_DATE_PAST', 'ENTER_REPLY_DUE_DATE'),
    /** Shown to the applicant with the package. */
    remarks: officeText().default(''),
  })
  .noUnknown('UNKNOWN_FIELD');
export type AidPackageOfferInput = yup.InferType<typeof aidPackageOfferSchema>;

export const aidUnsuccessfulSchema = yup.object({ remarks: officeText().default('') }).noUnknown('UNKNOWN_FIELD');
export type AidUnsuccessfulInput = yup.InferType<typeof aidUnsuccessfulSchema>;

export const AID_DECISION_STATUSES = AID_REQUEST_STATUSES.filter((status) => status !== 'SUBMITTED');

export const aidRequestDecisionSchema = yup
  .object({
    status: text().trim().required('AID_DECISION_REQUIRED').oneOf([...AID_DECISION_STATUSES], 'AID_DECISION_REQUIRED'),
    remarks: officeText().default(''),
  })
  .noUnknown('UNKNOWN_FIELD');
export type AidRequestDecisionInput = yup.InferType<typeof aidRequestDecisionSchema>;

export const aidOfficeWithdrawalSchema = yup.object({ reason: officeText().required('AID_WITHDRAWAL_REASON_REQUIRED') }).noUnknown('UNKNOWN_FIELD');
export type AidOfficeWithdrawalInput = yup.InferType<typeof aidOfficeWithdrawalSchema>;

/**
 * The Scholarships Office's forms, checked on the server and in the console: defining a scholarship
 * for an academic year, and the search and filters of its applications list.
 */
import * as yup from 'yup';
import { CITIZENSHIPS } from '../../categories';
import { PROGRAMMES } from '../../programmes';
import { OFFICE_SCHOLARSHIP_STATUSES } from '../../scholarship/office';
import { scholarshipExportColumns } from '../../scholarship/office-export';
import { listExportSchema } from '../office-export';
import { assignedToFilter } from '../office-work';
import { ALWAYS_SENT, inBothLanguages, text, tooLong, type RequiredCode, filterChoice, filterAcademicYear, academicYearField } from '../common';

export const SCHOLARSHIP_CODE_PATTERN = /^[A-Z0-9_]{2,30}$/;
export const SCHOLARSHIP_NAME_MAX = 200;
export const SCHOLARSHIP_DESCRIPTION_MAX = 2000;
/** S$1,000,000 a year: far beyond any allowance, and keeps the cents inside an integer column. */
export const LIVING_ALLOWANCE_MAX_CENTS = 100_000_000;

const wholeNumber = (min: number, max: number, requiredCode: RequiredCode) =>
  yup.number().typeError('INVALID_VALUE').required(requiredCode).integer('INVALID_VALUE').min(min, 'INVALID_VALUE').max(max, 'INVALID_VALUE');

const DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 date-time with its offset, naming a day that exists (Date.parse would roll 30 February over). */
export function isDateTime(value: string): boolean {
  const match = DATE_TIME_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && !Number.isNaN(Date.parse(value));
}

const dateTime = (requiredCode: RequiredCode) =>
  text()
    .trim()
    .required(requiredCode)
    .test('date-time', 'INVALID_DATE_TIME', (value) => !value || isDateTime(value));

export const scholarshipDefinitionSchema = yup
  .object({
    academicYear: academicYearField(),
    code: text().trim().required('ENTER_SCHOLARSHIP_CODE').matches(SCHOLARSHIP_CODE_PATTERN, 'INVALID_SCHOLARSHIP_CODE'),
    name: inBothLanguages(SCHOLARSHIP_NAME_MAX, { 'en-GB': 'ENTER_SCHOLARSHIP_NAME_EN', 'zh-Hans': 'ENTER_SCHOLARSHIP_NAME_ZH' }),
    description: inBothLanguages(SCHOLARSHIP_DESCRIPTION_MAX),
    bondYears: wholeNumber(0, 10, 'ENTER_BOND_YEARS'),
    livingAllowanceCents: wholeNumber(0, LIVING_ALLOWANCE_MAX_CENTS, 'ENTER_LIVING_ALLOWANCE'),
    tuitionCoveragePercent: wholeNumber(0, 100, 'ENTER_TUITION_COVERAGE'),
    citizenships: yup
      .array()
      .of(text().oneOf([...CITIZENSHIPS], 'INVALID_VALUE').required(ALWAYS_SENT))
      .typeError('INVALID_VALUE')
      .required('CITIZENSHIP_REQUIRED')
      .min(1, 'CITIZENSHIP_REQUIRED')
      .test('unique', 'INVALID_VALUE', (values) => !values || new Set(values).size === values.length),
    programmes: yup
      .array()
      .of(text().oneOf(PROGRAMMES.map((programme) => programme.code), 'INVALID_VALUE').required(ALWAYS_SENT))
      .typeError('INVALID_VALUE')
      .default([])
      .test('unique', 'INVALID_VALUE', (values) => !values || new Set(values).size === values.length),
    opensAt: dateTime('ENTER_OPENS_AT'),
    closesAt: dateTime('ENTER_CLOSES_AT').test('after', 'SCHOLARSHIP_CLOSES_BEFORE_OPENS', function (value) {
      const opens = String(this.parent?.opensAt ?? '');
      return !value || !isDateTime(opens) || !isDateTime(value) || Date.parse(value) > Date.parse(opens);
    }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ScholarshipDefinitionInput = yup.InferType<typeof scholarshipDefinitionSchema>;

/** A console's filter by scholarship: a code, or empty for any. */
export const filterScholarshipCode = () => text().trim().matches(/^([A-Z0-9_]{2,30})?$/, 'INVALID_VALUE').default('');

export const officeScholarshipApplicationsQuerySchema = yup
  .object({
    /** A reference (or its start), or part of the applicant's name. */
    q: text().trim().max(100, tooLong(100)).default(''),
    status: filterChoice(OFFICE_SCHOLARSHIP_STATUSES),
    /** A scholarship code: applications that chose it (at any rank). */
    scholarship: filterScholarshipCode(),
    academicYear: filterAcademicYear(),
    /** My queue (me), nobody's, or one officer's (their id). */
    assignedTo: assignedToFilter(),
    page: yup.number().typeError('INVALID_VALUE').integer('INVALID_VALUE').min(1, 'INVALID_VALUE').max(10_000, 'INVALID_VALUE').default(1),
  })
  .noUnknown('UNKNOWN_FIELD');
export type OfficeScholarshipApplicationsQuery = yup.InferType<typeof officeScholarshipApplicationsQuerySchema>;

/** The list's search and filters taken away as a file (@portal/contracts/office/export). */
export const officeScholarshipApplicationsExportSchema = listExportSchema(officeScholarshipApplicationsQuerySchema, scholarshipExportColumns);

/** Optional query of GET /api/office/scholarship/scholarships. */
export const officeScholarshipsQuerySchema = yup
  .object({ academicYear: filterAcademicYear() })
  .noUnknown('UNKNOWN_FIELD');

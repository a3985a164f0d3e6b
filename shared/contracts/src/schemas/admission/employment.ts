/**
 * Employment records (working adults, polytechnic and transfer applicants): at most 5 (spec 9), each
 * with dates as mm/yyyy, the monthly salary as an amount (spec 5) and any bond or sponsorship the
 * office must know about (a bond to another employer can clash with full-time study).
 */
import * as yup from 'yup';
import { ALWAYS_SENT, amountField, choiceField, multilineText, text, tooLong, type RequiredCode } from '../common';
import { monthYearField, parseMonthYear } from '../month-year';
import { admissionContext } from './context';
import { yesNoChoice } from '../yes-no';

export const MAX_EMPLOYMENT_RECORDS = 5;
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME'] as const;
export const EMPLOYER_MAX = 100;
export const JOB_TITLE_MAX = 100;
export const JOB_DESCRIPTION_MAX = 1000;
export const DETAILS_MAX = 500;

/** Details that must be given when the question before them is answered yes. */
const detailsWhenYes = (question: string, requiredCode: RequiredCode) =>
  multilineText()
    .trim()
    .max(DETAILS_MAX, tooLong(DETAILS_MAX))
    .when(question, { is: 'YES', then: (schema) => schema.required(requiredCode) });

export const employmentRecordSchema = yup
  .object({
    employer: text().trim().required('ENTER_EMPLOYER').max(EMPLOYER_MAX, tooLong(EMPLOYER_MAX)),
    jobTitle: text().trim().required('ENTER_JOB_TITLE').max(JOB_TITLE_MAX, tooLong(JOB_TITLE_MAX)),
    jobDescription: multilineText().trim().required('ENTER_JOB_DESCRIPTION').max(JOB_DESCRIPTION_MAX, tooLong(JOB_DESCRIPTION_MAX)),
    employmentType: choiceField(EMPLOYMENT_TYPES).required('SELECT_EMPLOYMENT_TYPE'),
    from: monthYearField().required('ENTER_EMPLOYMENT_START'),
    /** The job the applicant has now: no end month. */
    current: yup.boolean().typeError('INVALID_VALUE').nonNullable('INVALID_VALUE').default(false),
    to: monthYearField()
      .when('current', {
        is: true,
        then: (schema) => schema.oneOf(['', undefined], 'EMPLOYMENT_END_WHEN_CURRENT'),
        otherwise: (schema) => schema.required('ENTER_EMPLOYMENT_END'),
      })
      .test('order', 'EMPLOYMENT_DATES_ORDER', function (value) {
        const from = parseMonthYear(String(this.parent?.from ?? ''));
        const to = value ? parseMonthYear(value) : null;
        return !from || !to || from <= to;
      }),
    monthlySalary: amountField().required('ENTER_MONTHLY_SALARY'),
    bonded: yesNoChoice('ANSWER_BONDED'),
    bondDetails: detailsWhenYes('bonded', 'ENTER_BOND_DETAILS'),
    sponsored: yesNoChoice('ANSWER_SPONSORED'),
    sponsorshipDetails: detailsWhenYes('sponsored', 'ENTER_SPONSORSHIP_DETAILS'),
  })
  .noUnknown('UNKNOWN_FIELD');

export const employmentSchema = yup
  .object({
    records: yup
      .array()
      .of(employmentRecordSchema)
      .typeError('INVALID_VALUE')
      .required(ALWAYS_SENT)
      .max(MAX_EMPLOYMENT_RECORDS, { code: 'TOO_MANY_EMPLOYMENT_RECORDS', params: [MAX_EMPLOYMENT_RECORDS] })
      // The working-adult scheme admits on work experience: without a record there is nothing to assess.
      .test('working-adult', 'EMPLOYMENT_REQUIRED', function (records) {
        return admissionContext(this.options)?.category !== 'WORKING_ADULT' || (records?.length ?? 0) > 0;
      }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type Employment = yup.InferType<typeof employmentSchema>;

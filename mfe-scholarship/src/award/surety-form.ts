/**
 * The surety details form's values and rules: yes/no answers kept as the radios' 'YES'/'NO' ('' until
 * answered) and sent as booleans; the shared schema first, then the surety rules (age on 1 August of
 * the award year, letter date, the family limit against the other surety, bankruptcy, agreements) on
 * the fields the schema found nothing wrong with — the same messages the API gives.
 */
import { getIn, setIn, type FormikErrors } from 'formik';
import type { SuretyDetails } from '@portal/contracts/scholarship/award';
import { suretyRuleProblems } from '@portal/contracts/surety-rules';
import { suretyDetailsSchema } from '@portal/contracts/schemas/scholarship/award';
import { messageRef } from '@portal/i18n/messages';
import { schemaValidator } from '@portal/ui/schema-validation';

const YES_NO_FIELDS = ['immediateFamily', 'employed', 'bankrupt', 'existingAgreement'] as const;
type YesNoField = (typeof YES_NO_FIELDS)[number];
export type YesNo = '' | 'YES' | 'NO';
export type SuretyValues = Omit<SuretyDetails, YesNoField | 'idType' | 'relationship'> & Record<YesNoField, YesNo> & { idType: string; relationship: string };

export const SURETY_FIELDS = [
  'fullName',
  'idType',
  'idNumber',
  'dateOfBirth',
  'relationship',
  'immediateFamily',
  'email',
  'mobile',
  'employed',
  'employer',
  'occupation',
  'employmentLetterDate',
  'bankrupt',
  'existingAgreement',
] as const;

const toYesNo = (value: boolean | undefined): YesNo => (value === undefined ? '' : value ? 'YES' : 'NO');
const toBoolean = (value: YesNo) => (value === '' ? '' : value === 'YES');

export function suretyValues(details: SuretyDetails | null): SuretyValues {
  const empty: SuretyValues = {
    fullName: '',
    idType: '',
    idNumber: '',
    dateOfBirth: '',
    relationship: '',
    immediateFamily: '',
    email: '',
    mobile: '',
    employed: '',
    employer: '',
    occupation: '',
    employmentLetterDate: '',
    bankrupt: '',
    existingAgreement: '',
  };
  if (!details) return empty;
  return { ...details, ...Object.fromEntries(YES_NO_FIELDS.map((field) => [field, toYesNo(details[field])])) } as unknown as SuretyValues;
}

/** The PUT body; the employment fields are cleared when the surety is not employed. */
export function suretyBody(values: SuretyValues) {
  const body: Record<string, unknown> = { ...values, ...Object.fromEntries(YES_NO_FIELDS.map((field) => [field, toBoolean(values[field])])) };
  if (values.employed === 'NO') Object.assign(body, { employer: '', occupation: '', employmentLetterDate: '' });
  return body;
}

export function suretyValidator(awardYear: number, other: SuretyDetails | null) {
  const bySchema = schemaValidator(suretyDetailsSchema, suretyBody);
  return (values: SuretyValues): FormikErrors<SuretyValues> => {
    let errors = bySchema(values);
    const body = suretyBody(values) as unknown as SuretyDetails;
    const problems = suretyRuleProblems(
      { ...body, immediateFamily: body.immediateFamily === true, employed: body.employed === true, bankrupt: body.bankrupt === true, existingAgreement: body.existingAgreement === true },
      { awardYear, other },
    );
    for (const problem of problems) {
      // An unanswered question is the schema's "required", not a broken rule.
      if (getIn(errors, problem.field) === undefined && values[problem.field as keyof SuretyValues] !== '') {
        errors = setIn(errors, problem.field, messageRef(problem.code, problem.params));
      }
    }
    return errors;
  };
}

/**
 * Guarantor Information's bodies (financial-aid/guarantor.ts), validated alike by the browser and
 * the API: the applicant's `{ details }`, the guarantor's link and confirmation.
 */
import * as yup from 'yup';
import { singaporeDate } from '../../singapore-calendar';
import {
  GUARANTOR_BLOCK_STREET_MAX,
  GUARANTOR_DECLARATIONS,
  GUARANTOR_EMPLOYER_MAX,
  GUARANTOR_ID_TYPES,
  GUARANTOR_MIN_AGE,
  GUARANTOR_OCCUPATION_MAX,
  GUARANTOR_RELATIONSHIPS,
  GUARANTOR_UNIT_MAX,
} from '../../financial-aid/guarantor';
import { LIMITS } from '../../limits';
import { ageOn } from '../../surety-rules';
import { isPersonalEmail } from '../../webmail';
import { SINGAPORE_POSTAL_CODE } from '../address';
import { linkTokenField } from '../link-token';
import { countryField, NRIC_PATTERN, SINGAPORE } from '../identity';
import { ALWAYS_SENT, amountField, digits, emailField, nameField, text, tooLong } from '../common';
import { parseDisplayDate } from '../dates';

/** What the age rule is measured against: today in Singapore (yyyy-mm-dd); now when not given. */
export interface GuarantorDetailsContext {
  today?: string;
}

const mustBeTrue = (code: string) => yup.boolean().typeError('INVALID_VALUE').nonNullable('INVALID_VALUE').required(code).oneOf([true], code);

export const guarantorAddressSchema = yup
  .object({
    blockStreet: text().trim().required('ENTER_GUARANTOR_BLOCK_STREET').max(GUARANTOR_BLOCK_STREET_MAX, tooLong(GUARANTOR_BLOCK_STREET_MAX)),
    unit: text().trim().default('').max(GUARANTOR_UNIT_MAX, tooLong(GUARANTOR_UNIT_MAX)),
    postalCode: text()
      .trim()
      .required('ENTER_GUARANTOR_POSTAL_CODE')
      .max(10, tooLong(10))
      .when('country', { is: SINGAPORE, then: (schema) => schema.matches(SINGAPORE_POSTAL_CODE, 'INVALID_POSTAL_CODE') }),
    country: countryField('SELECT_GUARANTOR_ADDRESS_COUNTRY'),
  })
  .typeError('INVALID_VALUE')
  .nonNullable('INVALID_VALUE')
  .noUnknown('UNKNOWN_FIELD');

export const guarantorDetailsSchema = yup
  .object({
    fullName: nameField('ENTER_GUARANTOR_NAME'),
    idType: text().trim().required('SELECT_GUARANTOR_ID_TYPE').oneOf(['', ...GUARANTOR_ID_TYPES], 'INVALID_VALUE'),
    idNumber: text()
      .trim()
      .required('ENTER_GUARANTOR_ID_NUMBER')
      .max(LIMITS.nric, tooLong(LIMITS.nric))
      .when('idType', {
        is: (type: string) => type === 'NRIC' || type === 'FIN',
        then: (schema) => schema.uppercase().matches(NRIC_PATTERN, 'INVALID_NRIC'),
        otherwise: (schema) => schema.matches(/^[A-Za-z0-9]+$/, 'INVALID_PASSPORT'),
      }),
    dateOfBirth: text()
      .trim()
      .required('ENTER_GUARANTOR_DATE_OF_BIRTH')
      .test('date', 'INVALID_DATE', (value) => !value || parseDisplayDate(value) !== null)
      .test('age', { code: 'GUARANTOR_TOO_YOUNG', params: [GUARANTOR_MIN_AGE] }, function (value) {
        const born = value ? parseDisplayDate(value) : null;
        const today = (this.options.context as GuarantorDetailsContext | undefined)?.today ?? singaporeDate(new Date());
        return !born || ageOn(born, today) >= GUARANTOR_MIN_AGE;
      }),
    nationality: countryField('SELECT_GUARANTOR_NATIONALITY'),
    relationship: text().trim().required('SELECT_GUARANTOR_RELATIONSHIP').oneOf(['', ...GUARANTOR_RELATIONSHIPS], 'INVALID_VALUE'),
    email: emailField('ENTER_GUARANTOR_EMAIL').test('personal', 'GUARANTOR_PERSONAL_EMAIL', (value) => !value || isPersonalEmail(value)),
    mobileNumber: digits(LIMITS.contactNumber).required('ENTER_GUARANTOR_MOBILE'),
    address: guarantorAddressSchema,
    occupation: text().trim().required('ENTER_GUARANTOR_OCCUPATION').max(GUARANTOR_OCCUPATION_MAX, tooLong(GUARANTOR_OCCUPATION_MAX)),
    employer: text().trim().required('ENTER_GUARANTOR_EMPLOYER').max(GUARANTOR_EMPLOYER_MAX, tooLong(GUARANTOR_EMPLOYER_MAX)),
    grossMonthlyIncome: amountField().required('ENTER_GUARANTOR_INCOME'),
    notBankrupt: mustBeTrue('GUARANTOR_NOT_BANKRUPT_REQUIRED'),
  })
  .typeError('INVALID_VALUE')
  .nonNullable('INVALID_VALUE')
  .noUnknown('UNKNOWN_FIELD');
export type GuarantorDetailsBody = yup.InferType<typeof guarantorDetailsSchema>;

/** PUT …/guarantor. */
export const guarantorBodySchema = yup
  .object({ details: guarantorDetailsSchema.default(undefined).required(ALWAYS_SENT) })
  .noUnknown('UNKNOWN_FIELD');
export type GuarantorBody = yup.InferType<typeof guarantorBodySchema>;

/** POST /api/public/guarantor/confirm. */
export const guarantorConfirmationSchema = yup
  .object({
    token: linkTokenField(),
    /** The guarantor's full name as typed: compared with the name the applicant gave. */
    signatureName: nameField('ENTER_YOUR_FULL_NAME'),
    declarations: yup
      .object(Object.fromEntries(GUARANTOR_DECLARATIONS.map((key) => [key, mustBeTrue('GUARANTOR_DECLARATION_REQUIRED')])))
      .typeError('INVALID_VALUE')
      .nonNullable('INVALID_VALUE')
      .noUnknown('UNKNOWN_FIELD')
      .required('GUARANTOR_DECLARATION_REQUIRED'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type GuarantorConfirmationBody = yup.InferType<typeof guarantorConfirmationSchema>;

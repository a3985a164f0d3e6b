/** Personal Particulars (spec 3 "Personal data"). */
import * as yup from 'yup';
import { LIMITS } from '../../limits';
import { SINGAPORE_POSTAL_CODE } from '../address';
import { choiceField, digits, emailField, nameField, text, tooLong, type RequiredCode } from '../common';
import { dateOfBirthField } from '../dates';
import { countryField, NRIC_PATTERN, SINGAPORE } from '../identity';

export const SALUTATIONS = ['MR', 'MS', 'MRS', 'MDM', 'DR'] as const;
export const GENDERS = ['FEMALE', 'MALE'] as const;
/** The race categories Singapore's records use. */
export const RACES = ['CHINESE', 'MALAY', 'INDIAN', 'EURASIAN', 'OTHERS'] as const;
export const RELIGIONS = ['BUDDHISM', 'TAOISM', 'CHRISTIANITY', 'ISLAM', 'HINDUISM', 'SIKHISM', 'OTHERS', 'NONE', 'PREFER_NOT_TO_SAY'] as const;
export const MARITAL_STATUSES = ['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWED'] as const;
export const IDENTITY_TYPES = ['NRIC', 'FIN', 'PASSPORT'] as const;
export const RELATIONSHIPS = ['PARENT', 'GUARDIAN', 'SPOUSE', 'SIBLING', 'OTHER'] as const;


const required = (values: readonly string[], requiredCode: RequiredCode) => choiceField(values).required(requiredCode);

/** A telephone number; whose it is (yours, your next of kin's, a referee's) is in its messages' codes. */
export const phoneSchema = (codes: { countryCode: RequiredCode; number: RequiredCode }) =>
  yup
    .object({
      countryCode: digits(LIMITS.countryCode).required(codes.countryCode),
      number: digits(LIMITS.contactNumber).required(codes.number),
    })
    .noUnknown('UNKNOWN_FIELD');

/** A postal address; Singapore addresses have a 6-digit postal code (and the look-up), others a city. */
export const addressSchema = yup
  .object({
    country: countryField('SELECT_ADDRESS_COUNTRY'),
    postalCode: text()
      .trim()
      .max(10, tooLong(10))
      .when('country', {
        is: SINGAPORE,
        then: (schema) => schema.required('ENTER_POSTAL_CODE').matches(SINGAPORE_POSTAL_CODE, 'INVALID_POSTAL_CODE'),
      }),
    line1: text().trim().required('ENTER_ADDRESS_LINE_1').max(100, tooLong(100)),
    line2: text().trim().max(100, tooLong(100)),
    city: text()
      .trim()
      .max(60, tooLong(60))
      .when('country', { is: (country: string) => country !== SINGAPORE, then: (schema) => schema.required('ENTER_CITY') }),
  })
  .noUnknown('UNKNOWN_FIELD');

export const personalParticularsSchema = yup
  .object({
    salutation: required(SALUTATIONS, 'SELECT_SALUTATION'),
    fullName: nameField('ENTER_FULL_NAME_AS_ON_ID'),
    gender: required(GENDERS, 'SELECT_GENDER'),
    dateOfBirth: dateOfBirthField('ENTER_YOUR_DATE_OF_BIRTH'),
    nationality: countryField('SELECT_NATIONALITY'),
    race: required(RACES, 'SELECT_RACE'),
    religion: choiceField(RELIGIONS),
    maritalStatus: required(MARITAL_STATUSES, 'SELECT_MARITAL_STATUS'),
    identityType: required(IDENTITY_TYPES, 'SELECT_IDENTITY_DOCUMENT'),
    identityNumber: text()
      .trim()
      .required('ENTER_IDENTITY_DOCUMENT_NUMBER')
      .max(LIMITS.nric, tooLong(LIMITS.nric))
      .when('identityType', {
        is: (type: string) => type === 'NRIC' || type === 'FIN',
        then: (schema) => schema.uppercase().matches(NRIC_PATTERN, 'INVALID_NRIC'),
        otherwise: (schema) => schema.matches(/^[A-Za-z0-9]+$/, 'INVALID_PASSPORT'),
      }),
    email: emailField('ENTER_YOUR_EMAIL'),
    mobile: phoneSchema({ countryCode: 'ENTER_MOBILE_COUNTRY_CODE', number: 'ENTER_MOBILE_NUMBER' }),
    address: addressSchema,
    nextOfKin: yup
      .object({
        name: nameField('ENTER_NEXT_OF_KIN_NAME'),
        relationship: required(RELATIONSHIPS, 'SELECT_NEXT_OF_KIN_RELATIONSHIP'),
        phone: phoneSchema({ countryCode: 'ENTER_NEXT_OF_KIN_COUNTRY_CODE', number: 'ENTER_NEXT_OF_KIN_NUMBER' }),
      })
      .noUnknown('UNKNOWN_FIELD'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type PersonalParticulars = yup.InferType<typeof personalParticularsSchema>;

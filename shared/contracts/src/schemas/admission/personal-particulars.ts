/** Personal Particulars (spec 3 "Personal data"). */
import * as yup from 'yup';
import { LIMITS } from '../../limits';
import { SINGAPORE_POSTAL_CODE } from '../address';
import { choiceField, digits, emailField, nameField, text, tooLong } from '../common';
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


const required = (values: readonly string[]) => choiceField(values).required('REQUIRED');

export const phoneSchema = yup
  .object({
    countryCode: digits(LIMITS.countryCode).required('REQUIRED'),
    number: digits(LIMITS.contactNumber).required('REQUIRED'),
  })
  .noUnknown('UNKNOWN_FIELD');

/** A postal address; Singapore addresses have a 6-digit postal code (and the look-up), others a city. */
export const addressSchema = yup
  .object({
    country: countryField(),
    postalCode: text()
      .trim()
      .max(10, tooLong(10))
      .when('country', {
        is: SINGAPORE,
        then: (schema) => schema.required('REQUIRED').matches(SINGAPORE_POSTAL_CODE, 'INVALID_POSTAL_CODE'),
      }),
    line1: text().trim().required('REQUIRED').max(100, tooLong(100)),
    line2: text().trim().max(100, tooLong(100)),
    city: text()
      .trim()
      .max(60, tooLong(60))
      .when('country', { is: (country: string) => country !== SINGAPORE, then: (schema) => schema.required('REQUIRED') }),
  })
  .noUnknown('UNKNOWN_FIELD');

export const personalParticularsSchema = yup
  .object({
    salutation: required(SALUTATIONS),
    fullName: nameField(),
    gender: required(GENDERS),
    dateOfBirth: dateOfBirthField(),
    nationality: countryField(),
    race: required(RACES),
    religion: choiceField(RELIGIONS),
    maritalStatus: required(MARITAL_STATUSES),
    identityType: required(IDENTITY_TYPES),
    identityNumber: text()
      .trim()
      .required('REQUIRED')
      .max(LIMITS.nric, tooLong(LIMITS.nric))
      .when('identityType', {
        is: (type: string) => type === 'NRIC' || type === 'FIN',
        then: (schema) => schema.uppercase().matches(NRIC_PATTERN, 'INVALID_NRIC'),
        otherwise: (schema) => schema.matches(/^[A-Za-z0-9]+$/, 'INVALID_PASSPORT'),
      }),
    email: emailField(),
    mobile: phoneSchema,
    address: addressSchema,
    nextOfKin: yup
      .object({
        name: nameField(),
        relationship: required(RELATIONSHIPS),
        phone: phoneSchema,
      })
      .noUnknown('UNKNOWN_FIELD'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type PersonalParticulars = yup.InferType<typeof personalParticularsSchema>;

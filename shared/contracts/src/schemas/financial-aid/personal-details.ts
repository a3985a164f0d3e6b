/** Personal Details: housing, its ownership, marital status and a mobile number (spec 2). */
import * as yup from 'yup';
import { LIMITS } from '../../limits';
import { choiceField, digits, text, tooLong } from '../common';

export const HOUSING_TYPES = ['HDB_1_2_ROOM', 'HDB_3_ROOM', 'HDB_4_ROOM', 'HDB_5_ROOM_EXECUTIVE', 'PRIVATE_APARTMENT', 'LANDED', 'OTHER'] as const;
export const HOUSING_OWNERSHIPS = ['OWNED', 'RENTED', 'LIVING_WITH_RELATIVES'] as const;
export const MARITAL_STATUSES = ['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWED'] as const;
export const PERSONAL_DETAILS_LIMITS = { housingTypeOther: 100, mobileNumber: LIMITS.contactNumber } as const;

export const aidPersonalDetailsSchema = yup
  .object({
    housingType: choiceField(HOUSING_TYPES).required('SELECT_HOUSING_TYPE'),
    housingTypeOther: text()
      .trim()
      .max(PERSONAL_DETAILS_LIMITS.housingTypeOther, tooLong(PERSONAL_DETAILS_LIMITS.housingTypeOther))
      .when('housingType', { is: 'OTHER', then: (field) => field.required('ENTER_HOUSING_TYPE_OTHER') }),
    housingOwnership: choiceField(HOUSING_OWNERSHIPS).required('SELECT_HOUSING_OWNERSHIP'),
    maritalStatus: choiceField(MARITAL_STATUSES).required('SELECT_MARITAL_STATUS'),
    mobileNumber: digits(PERSONAL_DETAILS_LIMITS.mobileNumber).required('ENTER_MOBILE_NUMBER'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type AidPersonalDetails = yup.InferType<typeof aidPersonalDetailsSchema>;

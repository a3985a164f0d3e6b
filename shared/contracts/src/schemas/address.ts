/**
 * Singapore postal codes: one rule for the address fields of every form and for the address
 * look-up's request, so the browser never asks for a code the API would refuse.
 */
import * as yup from 'yup';
import { text, type RequiredCode } from './common';

/** Six digits; the first two name the postal sector. */
export const SINGAPORE_POSTAL_CODE = /^\d{6}$/;

export const singaporePostalCodeField = (requiredCode: RequiredCode) => text().trim().required(requiredCode).matches(SINGAPORE_POSTAL_CODE, 'INVALID_POSTAL_CODE');

/** GET /api/address/singapore/{postalCode}: the path's one parameter. */
export const postalCodeLookupSchema = yup.object({ postalCode: singaporePostalCodeField('ENTER_POSTAL_CODE') }).noUnknown('UNKNOWN_FIELD');
export type PostalCodeLookupRequest = yup.InferType<typeof postalCodeLookupSchema>;

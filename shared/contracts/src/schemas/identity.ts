/** Who a person is, as every form asks it: Singapore's identity numbers and a country. */
import countries from 'i18n-iso-countries';
import { text, type RequiredCode } from './common';

/** Singapore NRIC and FIN: a letter, seven digits, a letter. */
export const NRIC_PATTERN = /^[STFGM]\d{7}[A-Z]$/;
export const SINGAPORE = 'SG';

export const countryField = (requiredCode: RequiredCode) =>
  text()
    .trim()
    .required(requiredCode)
    .test('country', 'INVALID_VALUE', (value) => !value || countries.isValid(value));

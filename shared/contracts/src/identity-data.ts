/**
 * The identity-data retrieval screen (/singpass): what the national identity service released about
 * the applicant, as the API returns it and the screen shows it. Coded items keep the service's code
 * (the screen words it in the reader's language) and its own description (shown when the code is
 * one the portal does not know).
 */
import * as yup from 'yup';

export interface IdentityCode {
  code: string;
  desc: string;
}

export interface IdentityAddress {
  block: string;
  building: string;
  floor: string;
  unit: string;
  street: string;
  postal: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface IdentityPerson {
  nric: string;
  name: string;
  sex: IdentityCode | null;
  race: IdentityCode | null;
  nationality: IdentityCode | null;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  residentialStatus: IdentityCode | null;
  registeredAddress: IdentityAddress | null;
  mobile: { countryCode: string; number: string } | null;
  email: string | null;
  maritalStatus: IdentityCode | null;
}

/** GET /api/applicant/identity-data */
export interface IdentityDataResponse {
  person: IdentityPerson;
  retrievedAt: string;
  /** The application the session follows, and whether its Personal Particulars can be filled (a draft). */
  application: { applicationNumber: string; fillable: boolean } | null;
}

/** POST /api/applicant/identity-data/fill */
export interface IdentityFillRequest {
  consent: boolean;
}

export interface IdentityFillResponse {
  applicationNumber: string;
  /** The answers now marked verified by the national identity service. */
  verified: string[];
}

/** Personal Particulars answers that stay editable after a fill (spec 6): the applicant's own contact details. */
export const EDITABLE_AFTER_IDENTITY_FILL = ['address', 'email', 'mobile', 'maritalStatus'] as const;

/** How long after a national-identity authentication the retrieval screen stays open (minutes). */
export const IDENTITY_DATA_WINDOW_MINUTES = 10;

/** The fill's body: the applicant's consent, which must be given. */
export const identityFillSchema = yup
  .object({
    consent: yup.boolean().typeError('IDENTITY_CONSENT_REQUIRED').required('IDENTITY_CONSENT_REQUIRED').oneOf([true], 'IDENTITY_CONSENT_REQUIRED'),
  })
  .noUnknown('UNKNOWN_FIELD');

/** Another applicant record with the same NRIC, declared or verified: the office merges or investigates. */
export interface SameNricRecord {
  /** That record's admission applications, newest first (none: a profile without one yet). */
  applicationNumbers: string[];
  /** Whether the national identity service verified the NRIC for that record. */
  verified: boolean;
  createdAt: string;
}

/**
 * Guarantor Information (with confirmation), spec 2 and 5: an applicant who accepted a financial aid
 * package with a loan names a guarantor, who confirms through a single-use e-mailed link.
 *
 * Applicant (signed in; another applicant's application is 404):
 * - `GET /api/financial-aid/applications/{id}/guarantor` → GuarantorView.
 * - `PUT /api/financial-aid/applications/{id}/guarantor` body `{ details: GuarantorDetails }` →
 *   GuarantorView (INVITED). Only while the application's live package is ACCEPTED with at least one
 *   loan selected (else 409 GUARANTOR_NOT_AVAILABLE); 409 GUARANTOR_ALREADY_CONFIRMED once confirmed.
 *   Stores the details, e-mails the guarantor a link valid for 14 days (a change while INVITED
 *   replaces the details and the link: the old link stops working), e-mails the applicant "guarantor
 *   updated", timeline GUARANTOR_INVITED {}. Field errors name `details.<field>`.
 *
 * Guarantor (public, no sign-in; the token only in JSON bodies):
 * - `POST /api/public/guarantor/open` body `{ token }` → PublicGuarantorRequest.
 * - `POST /api/public/guarantor/confirm` body GuarantorConfirmation → `{ confirmed: true }`; timeline
 *   GUARANTOR_CONFIRMED {}, e-mail to the applicant. signatureName must be the guarantor's full name
 *   (400 GUARANTOR_SIGNATURE_MISMATCH).
 * A link replaced or unknown is 404 GUARANTOR_LINK_INVALID, expired 410 GUARANTOR_LINK_EXPIRED,
 * already used 410 GUARANTOR_LINK_USED. Failed link uses are counted per client address (429).
 */
import type { Language } from '../languages';
import type { NomineeState, NomineeStatus } from '../third-party';
import type { LoanCategory } from './model';

export const GUARANTOR_ID_TYPES = ['NRIC', 'FIN', 'PASSPORT'] as const;
export type GuarantorIdType = (typeof GUARANTOR_ID_TYPES)[number];
export const GUARANTOR_RELATIONSHIPS = ['PARENT', 'GUARDIAN', 'SIBLING', 'SPOUSE', 'RELATIVE', 'OTHER'] as const;
export type GuarantorRelationship = (typeof GUARANTOR_RELATIONSHIPS)[number];

/** A guarantor signs a loan agreement: an adult of 21 or older on the day the details are given. */
export const GUARANTOR_MIN_AGE = 21;
/** The e-mailed link works once, for 14 days (as a scholarship surety's). */
export const GUARANTOR_LINK_DAYS = 14;
export const GUARANTOR_OCCUPATION_MAX = 100;
export const GUARANTOR_EMPLOYER_MAX = 200;
export const GUARANTOR_BLOCK_STREET_MAX = 100;
export const GUARANTOR_UNIT_MAX = 20;

/** What the guarantor declares when confirming; every one must be true. */
export const GUARANTOR_DECLARATIONS = ['detailsCorrect', 'readLoans', 'agreeToGuarantee'] as const;
export type GuarantorDeclaration = (typeof GUARANTOR_DECLARATIONS)[number];

export interface GuarantorAddress {
  /** Block or house number and street. */
  blockStreet: string;
  /** Floor and unit ("#12-345"), may be empty. */
  unit: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface GuarantorDetails {
  fullName: string;
  idType: GuarantorIdType;
  idNumber: string;
  /** dd/mm/yyyy. */
  dateOfBirth: string;
  /** ISO 3166-1 alpha-2. */
  nationality: string;
  relationship: GuarantorRelationship;
  /** A personal mailbox (isPersonalEmail), never a company or institutional one. */
  email: string;
  mobileNumber: string;
  address: GuarantorAddress;
  occupation: string;
  employer: string;
  /** An amount as typed (AMOUNT_PATTERN), SGD. */
  grossMonthlyIncome: string;
  notBankrupt: true;
}

/** The link goes out when the details are saved: a guarantor is never only NOMINATED. */
export type GuarantorStatus = Exclude<NomineeStatus, 'NOMINATED'>;

/** A loan the applicant took in the accepted package: what the guarantor guarantees. */
export interface GuarantorLoan {
  code: string;
  category: LoanCategory;
  name: Record<Language, string>;
  /** The percent of the subsidised tuition fee borrowed. */
  percent: number;
  maxPercent: number | null;
}

export interface GuarantorView extends NomineeState<GuarantorStatus> {
  /** Whether a guarantor can be given now: the live package is accepted with a loan, and none has confirmed. */
  available: boolean;
  details: GuarantorDetails | null;
  loans: GuarantorLoan[];
}

/** What the guarantor reads before confirming. */
export interface PublicGuarantorRequest {
  applicantName: string;
  reference: string | null;
  academicYear: string;
  loans: GuarantorLoan[];
  guarantor: GuarantorDetails;
  linkExpiresAt: string;
}

export interface GuarantorConfirmation {
  token: string;
  signatureName: string;
  declarations: Record<GuarantorDeclaration, true>;
}

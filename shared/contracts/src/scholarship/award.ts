/**
 * Scholarship award (issue 12): everything after a scholarship application is submitted. Request and
 * answer shapes of the routes, for the browser apps. Errors are `{"errors":[{code,message,field?}]}`;
 * codes are in the catalogue (scholarship/award-messages.ts). Dates: `…Date` fields are yyyy-mm-dd
 * (Singapore calendar days), `…At` fields ISO instants. Ids are the scholarship application's id
 * (uuid); another applicant's id, an unknown or malformed one answer 404 alike.
 *
 * Office (staff role SCHOLARSHIPS; other roles 403, applicants 401):
 * - `PUT  /api/office/scholarship/applications/{id}/outcome` body RecordScholarshipOutcome (schemas/
 *   scholarship/award.ts) → OfficeScholarshipAward. Replaces the outcome until released (then 409
 *   SCHOLARSHIP_OUTCOME_ALREADY_RELEASED); a draft application 409 SCHOLARSHIP_APPLICATION_NOT_SUBMITTED;
 *   a scholarship of another academic year 400 SCHOLARSHIP_NOT_IN_YEAR (field scholarshipId).
 * - `POST /api/office/scholarship/applications/{id}/outcome/release` → `{ applicationId, result: ReleaseResult }`.
 * - `POST /api/office/scholarship/outcomes/release` body `{ applicationIds: string[] }` (1 to 200) →
 *   ReleaseScholarshipOutcomesResponse: one result per id, each released all or nothing.
 * - `GET  /api/office/scholarship/outcomes` → UnreleasedScholarshipOutcome[] (recorded, not released).
 * - `GET  /api/office/scholarship/applications/{id}/award` → OfficeScholarshipAward.
 *
 * Applicant (signed in; the application must be theirs):
 * - `GET  /api/scholarship/applications/{id}/outcome` → ApplicantScholarshipOutcome; 404 until released.
 * - `POST /api/scholarship/applications/{id}/outcome/response` body ScholarshipOfferReply →
 *   ApplicantScholarshipOutcome. 409 NO_SCHOLARSHIP_OFFER, SCHOLARSHIP_OFFER_ALREADY_REPLIED (final
 *   once made), SCHOLARSHIP_OFFER_LAPSED (after 23:59 Singapore time on the reply due date).
 * - `GET  /api/scholarship/applications/{id}/undertaking` → UndertakingLetter (409 UNDERTAKING_NOT_AVAILABLE
 *   unless the offer was accepted).
 * - `POST /api/scholarship/applications/{id}/undertaking` body AcceptUndertaking → UndertakingLetter.
 *   Once only (409 UNDERTAKING_ALREADY_ACCEPTED); acceptedName must be the applicant's name (case and
 *   spaces aside: 400 UNDERTAKING_NAME_MISMATCH); guardian required under 18 (400 GUARDIAN_ENDORSEMENT_REQUIRED).
 * - `GET  /api/scholarship/applications/{id}/undertaking/pdf?language=en-GB|zh-Hans` → the letter (PDF).
 * - `GET  /api/scholarship/applications/{id}/sureties` → SuretyView[] (positions 1 and 2; 409
 *   SURETIES_NOT_AVAILABLE until the undertaking is accepted, as for every surety route).
 * - `GET|PUT /api/scholarship/applications/{id}/sureties/{position}` (1|2); PUT body SuretyDetails →
 *   SuretyView. Checked with the surety rules (surety-rules.ts, 400 with field codes); changing an
 *   invited surety withdraws the link (back to NOMINATED); a confirmed one 409 SURETY_ALREADY_CONFIRMED.
 * - `POST /api/scholarship/applications/{id}/sureties/{position}/invite` → SuretyView (INVITED). Needs
 *   saved details that pass the rules and both documents (uploaded through the shared document routes
 *   `/api/scholarship/applications/{id}/documents`, section `surety1`|`surety2`, documentType
 *   SURETY_IDENTIFICATION | SURETY_EMPLOYMENT_LETTER). E-mails the surety a single-use link valid for
 *   14 days; inviting again replaces the link.
 *
 * Public (no sign-in; the surety's e-mailed link is `/surety?token=…`; the token travels in the JSON
 * body, never in a logged path, as the referee's does):
 * - `POST /api/public/surety/open` body `{ token }` → PublicSuretyUndertaking; a used or unknown link
 *   404 SURETY_LINK_INVALID, an expired one 410 SURETY_LINK_EXPIRED.
 * - `POST /api/public/surety/confirm` body SuretyConfirmation → `{ confirmed: true }`; the link then
 *   stops working. signatureName must be the surety's full name (400 SURETY_SIGNATURE_MISMATCH).
 */
import type { DocumentSummary } from '../forms';
import type { Language } from '../languages';
import type { NomineeState, NomineeStatus } from '../third-party';
import type { GuardianRelationship, UndertakingDeclaration } from './undertaking-letter';

/*
 * Timeline entries (form kind SCHOLARSHIP, GET …/timeline) the award adds, for the browser to word.
 * params: SCHOLARSHIP_OFFER_RELEASED { scholarship: code }; SCHOLARSHIP_UNDERTAKING_ACCEPTED
 * { guardian?: name }; SURETY_INVITED and SURETY_CONFIRMED { position, name }; DOCUMENT_ADDED { fileName }.
 * The kinds: shared/contracts/src/form-events.ts.
 */

export const SCHOLARSHIP_RESULTS = ['OFFERED', 'UNSUCCESSFUL'] as const;
export type ScholarshipResult = (typeof SCHOLARSHIP_RESULTS)[number];

export const SCHOLARSHIP_OFFER_DECISIONS = ['ACCEPT', 'DECLINE'] as const;
export type ScholarshipOfferDecision = (typeof SCHOLARSHIP_OFFER_DECISIONS)[number];
/** scholarship_outcomes.response */
export type ScholarshipOfferResponse = 'ACCEPTED' | 'DECLINED' | 'LAPSED';
export type ScholarshipOfferState = 'AWAITING_REPLY' | ScholarshipOfferResponse;

export const SCHOLARSHIP_DECLINE_REASON_MAX = 500;
export const SCHOLARSHIP_REMARKS_MAX = 1000;
/** How long a surety's e-mailed link works. */
export const SURETY_LINK_DAYS = 14;

/** The offered scholarship's terms, copied from the scholarship when the outcome was recorded. */
export interface ScholarshipTerms {
  scholarshipId: string;
  code: string;
  academicYear: string;
  name: Record<Language, string>;
  bondYears: number;
  livingAllowanceCents: number;
  tuitionCoveragePercent: number;
}

/** GET /api/scholarship/applications/{id}/outcome (the office's remarks are not shown to the applicant). */
export interface ApplicantScholarshipOutcome {
  applicationId: string;
  reference: string | null;
  result: ScholarshipResult;
  releasedAt: string;
  offer: null | {
    terms: ScholarshipTerms;
    /** yyyy-mm-dd: the offer can be answered until 23:59 Singapore time that day. */
    replyDueDate: string;
    replyDueAt: string;
    state: ScholarshipOfferState;
    respondedAt: string | null;
    declineReason: string | null;
    /** Once accepted: whether the Letter of Acceptance & Undertaking has been accepted. */
    undertakingAccepted: boolean;
  };
}

/** POST …/outcome/response */
export interface ScholarshipOfferReply {
  decision: ScholarshipOfferDecision;
  /** Required (≤500) to decline. */
  declineReason?: string;
}

export interface GuardianEndorsement {
  name: string;
  relationship: GuardianRelationship;
  email: string;
  endorsement: true;
}

/** POST …/undertaking */
export interface AcceptUndertaking {
  acceptedName: string;
  declarations: Record<UndertakingDeclaration, true>;
  /** Required when the applicant is under 18 today; ignored otherwise. */
  guardian?: GuardianEndorsement;
}

/** GET …/undertaking: the letter to read (its clauses in both languages) and, once accepted, the acceptance. */
export interface UndertakingLetter {
  applicationId: string;
  reference: string | null;
  applicantName: string;
  terms: ScholarshipTerms;
  bondYears: number;
  liquidatedDamagesInterestPercent: number;
  clauses: Record<Language, string[]>;
  declarations: readonly UndertakingDeclaration[];
  /** The applicant is under 18 today (from their date of birth): a guardian must endorse. */
  guardianRequired: boolean;
  accepted: null | { acceptedAt: string; acceptedName: string; guardian: GuardianEndorsement | null };
}

export const SURETY_ID_TYPES = ['NRIC', 'FIN', 'PASSPORT'] as const;
export const SURETY_RELATIONSHIPS = ['FATHER', 'MOTHER', 'SIBLING', 'SPOUSE', 'GRANDPARENT', 'UNCLE_AUNT', 'RELATIVE', 'FAMILY_FRIEND', 'OTHER'] as const;
export const SURETY_POSITIONS = [1, 2] as const;
export type SuretyPosition = (typeof SURETY_POSITIONS)[number];
export const SURETY_DOCUMENT_TYPES = ['SURETY_IDENTIFICATION', 'SURETY_EMPLOYMENT_LETTER'] as const;
export const suretySection = (position: SuretyPosition) => `surety${position}` as const;

/** PUT …/sureties/{position}; dates dd/mm/yyyy. employer, occupation and employmentLetterDate when employed. */
export interface SuretyDetails {
  fullName: string;
  idType: (typeof SURETY_ID_TYPES)[number];
  idNumber: string;
  dateOfBirth: string;
  relationship: (typeof SURETY_RELATIONSHIPS)[number];
  immediateFamily: boolean;
  email: string;
  mobile: string;
  employed: boolean;
  employer: string;
  occupation: string;
  employmentLetterDate: string;
  bankrupt: boolean;
  existingAgreement: boolean;
}

export type SuretyStatus = NomineeStatus;

/** What the applicant sees of a surety (never the link). status null: nothing saved yet. */
export interface SuretyView extends NomineeState<SuretyStatus> {
  position: SuretyPosition;
  details: SuretyDetails | null;
  documents: { identification: DocumentSummary | null; employmentLetter: DocumentSummary | null };
}

/** POST /api/public/surety/open: the undertaking the surety is asked to guarantee. */
export interface PublicSuretyUndertaking {
  applicantName: string;
  reference: string | null;
  terms: ScholarshipTerms;
  bondYears: number;
  liquidatedDamagesInterestPercent: number;
  clauses: Record<Language, string[]>;
  surety: SuretyDetails;
  linkExpiresAt: string;
}

/** POST /api/public/surety/confirm */
export interface SuretyConfirmation {
  token: string;
  declaration: true;
  signatureName: string;
}

export type ScholarshipReleaseResult = 'RELEASED' | 'ALREADY_RELEASED' | 'NOT_FOUND';
export interface ReleaseScholarshipOutcomesResponse {
  results: Array<{ applicationId: string; result: ScholarshipReleaseResult }>;
}

export interface UnreleasedScholarshipOutcome {
  applicationId: string;
  reference: string | null;
  applicantName: string;
  result: ScholarshipResult;
  scholarshipCode: string | null;
  replyDueDate: string | null;
  recordedAt: string;
}

/** GET /api/office/scholarship/applications/{id}/award: the office sees everything but the links. */
export interface OfficeScholarshipAward {
  applicationId: string;
  reference: string | null;
  academicYear: string;
  status: string;
  applicantName: string;
  outcome: null | {
    result: ScholarshipResult;
    terms: ScholarshipTerms | null;
    replyDueDate: string | null;
    remarks: string;
    recordedAt: string;
    recordedBy: string;
    releasedAt: string | null;
    releasedBy: string | null;
    response: ScholarshipOfferResponse | null;
    declineReason: string | null;
    respondedAt: string | null;
  };
  undertaking: null | { acceptedAt: string; acceptedName: string; language: Language; guardian: GuardianEndorsement | null };
  sureties: Array<SuretyView & { signatureName: string | null }>;
}

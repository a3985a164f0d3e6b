/**
 * The government tuition grant's sureties (spec 5: "Sureties for the government tuition grant: over
 * 21 and under 65"; issue 34). An applicant who accepts an offer with the tuition grant names two
 * sureties, each with their identification; saving one e-mails them a single-use link (the
 * third-party confirmation mechanism, api/src/third-party) to read what they stand surety for and
 * confirm with the declaration and their name. Both should have confirmed by the reply due date.
 *
 * - `GET  /api/admission/applications/{number}/tuition-grant-sureties` → TuitionGrantSuretiesView
 *   (409 TUITION_GRANT_SURETIES_NOT_AVAILABLE unless the offer was accepted with the grant).
 * - `PUT  …/tuition-grant-sureties/{position}` (1|2), body TuitionGrantSuretyDetails → the view. Checked
 *   with tuitionGrantSuretySchema (the age rule against the award year); saves the details and sends
 *   a fresh link (an earlier one stops working); a confirmed surety is 409 SURETY_ALREADY_CONFIRMED.
 * - `POST /api/public/tuition-grant-surety/open` body `{ token }` → PublicTuitionGrantSuretyRequest;
 *   a used or unknown link 404 SURETY_LINK_INVALID, an expired one 410 SURETY_LINK_EXPIRED.
 * - `POST /api/public/tuition-grant-surety/confirm` body SuretyConfirmation → `{ confirmed: true }`.
 */
import type { NomineeState } from '../third-party';

export const TUITION_GRANT_SURETY_POSITIONS = [1, 2] as const;
export type TuitionGrantSuretyPosition = (typeof TUITION_GRANT_SURETY_POSITIONS)[number];
/** Identification a surety gives: the number of one of these documents. */
export const TUITION_GRANT_SURETY_ID_TYPES = ['NRIC', 'FIN', 'PASSPORT'] as const;
/** How many days a surety's e-mailed link works. */
export const TUITION_GRANT_SURETY_LINK_DAYS = 14;
/** Both sureties should have confirmed within this many days of the acceptance (the reply due date). */
export const TUITION_GRANT_SURETY_REPLY_DAYS = 28;

export interface TuitionGrantSuretyDetails {
  fullName: string;
  idType: (typeof TUITION_GRANT_SURETY_ID_TYPES)[number];
  idNumber: string;
  /** dd/mm/yyyy. */
  dateOfBirth: string;
  email: string;
  mobile: string;
}

/** Sent the link (saving sends it, so there is no NOMINATED), confirmed. */
export type TuitionGrantSuretyStatus = 'INVITED' | 'CONFIRMED';

export interface TuitionGrantSuretyView extends NomineeState<TuitionGrantSuretyStatus> {
  position: TuitionGrantSuretyPosition;
  details: TuitionGrantSuretyDetails | null;
}

export interface TuitionGrantSuretiesView {
  applicationNumber: string;
  /** The award year the age rule is measured against (1 August of it). */
  awardYear: number;
  /** yyyy-mm-dd (Singapore): both sureties should have confirmed by this day. */
  replyDueDate: string;
  sureties: TuitionGrantSuretyView[];
}

/** What the surety's link page shows. */
export interface PublicTuitionGrantSuretyRequest {
  applicantName: string;
  applicationNumber: string;
  /** Years the graduate must work in Singapore under the grant's bond (0 when the bond does not apply). */
  bondYears: number;
  surety: TuitionGrantSuretyDetails;
  linkExpiresAt: string;
}

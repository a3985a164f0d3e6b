/**
 * Someone without an account asked to confirm by an e-mailed link — a scholarship surety, a loan
 * guarantor — as the applicant who named them sees it (the mechanism: api/src/third-party). A
 * referee is asked when the application is submitted and has states of their own (RefereeStatus).
 */

/** Named (details saved, no link yet), sent the link, confirmed. A kind that sends the link on saving never has NOMINATED. */
export type NomineeStatus = 'NOMINATED' | 'INVITED' | 'CONFIRMED';

/** The state part of a nominee's view; status null: nobody named yet. Instants are ISO 8601. */
export interface NomineeState<S extends NomineeStatus = NomineeStatus> {
  status: S | null;
  invitedAt: string | null;
  /** While INVITED: until when the link works. */
  linkExpiresAt: string | null;
  confirmedAt: string | null;
}

/**
 * A nominee's state as the applicant sees it (NomineeState, shared/contracts/src/third-party.ts), from
 * their stored row: the same columns for every kind that keeps one row per nominee.
 */
import type { NomineeState, NomineeStatus } from '@portal/contracts/third-party';

export interface NomineeRow<S extends NomineeStatus> {
  status: S;
  invited_at: Date | null;
  token_expires_at: Date | null;
  confirmed_at: Date | null;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** The state of a nominee (nobody named yet when there is no row); the link's expiry only while it is out. */
export function nomineeState<S extends NomineeStatus>(row: NomineeRow<S> | undefined): NomineeState<S> {
  return {
    status: row?.status ?? null,
    invitedAt: iso(row?.invited_at ?? null),
    linkExpiresAt: row?.status === 'INVITED' ? iso(row.token_expires_at) : null,
    confirmedAt: iso(row?.confirmed_at ?? null),
  };
}

/**
 * A third party asked to confirm by an e-mailed link (a referee, a surety, a guarantor), as an office
 * reads them: who (name and e-mail), their state as a tag (a link out past its expiry shows as
 * expired), when the link went out and until when it works, when they confirmed and the name they
 * signed with. The office twin of NomineeState (the applicant's view); the console gives the words,
 * which are its kind's, and any rows of its own (a referee's reference, a guarantor's income).
 */
import type { NomineeState as State } from '@portal/contracts/third-party';
import { formatDateTime } from '../format';
import { StatusTag } from '../StatusTag';
import { SummaryList, type SummaryRow } from '../SummaryList';

/** A third party's state as the office sees it: the applicant's view plus who they are and what they signed. */
export interface ThirdParty<S extends string> extends Omit<State, 'status'> {
  status: S | null;
  name: string | null;
  email: string | null;
  /** The name typed as a signature on confirming; null when the kind has none or before confirming. */
  signatureName?: string | null;
}

/** What a third party's state may be shown as: the kind's own, a link out past its expiry, or nobody named. */
export type ShownState<S extends string> = S | 'EXPIRED' | 'NONE';

export interface ThirdPartyStateWords<S extends string> {
  name: string;
  email: string;
  status: string;
  statuses: (status: ShownState<S>) => string;
  invited: string;
  linkExpires: string;
  confirmed: string;
  signedAs: string;
}

const TAG_COLOURS: Record<string, 'green' | 'blue' | 'red' | 'grey'> = { CONFIRMED: 'green', INVITED: 'blue', EXPIRED: 'red' };

/** The state to show: an INVITED party whose link is past its expiry is EXPIRED. */
export function shownState<S extends string>(party: Pick<ThirdParty<S>, 'status' | 'linkExpiresAt'>, now: Date = new Date()): ShownState<S> {
  if (party.status === null) return 'NONE';
  if (party.status === 'INVITED' && party.linkExpiresAt && Date.parse(party.linkExpiresAt) <= now.getTime()) return 'EXPIRED';
  return party.status;
}

export function ThirdPartyState<S extends string>({ party, words, rows = [], now }: { party: ThirdParty<S>; words: ThirdPartyStateWords<S>; rows?: readonly SummaryRow[]; now?: Date }) {
  const state = shownState(party, now);
  const shown: SummaryRow[] = [
    { id: 'status', key: words.status, value: <StatusTag status={state} label={words.statuses(state)} colour={TAG_COLOURS[state] ?? 'grey'} /> },
    ...(party.name ? [{ id: 'name', key: words.name, value: party.name }] : []),
    ...(party.email ? [{ id: 'email', key: words.email, value: party.email }] : []),
    ...(party.invitedAt ? [{ id: 'invited', key: words.invited, value: formatDateTime(party.invitedAt) }] : []),
    ...(party.linkExpiresAt && party.status === 'INVITED' ? [{ id: 'expires', key: words.linkExpires, value: formatDateTime(party.linkExpiresAt) }] : []),
    ...(party.confirmedAt ? [{ id: 'confirmed', key: words.confirmed, value: formatDateTime(party.confirmedAt) }] : []),
    ...(party.signatureName ? [{ id: 'signed', key: words.signedAs, value: party.signatureName }] : []),
    ...rows,
  ];
  return <SummaryList rows={shown} />;
}

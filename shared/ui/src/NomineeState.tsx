/**
 * The state of someone the applicant named to confirm by an e-mailed link (a scholarship surety, a
 * loan guarantor), as the applicant's page shows it: the status as a tag, when the link went out and
 * until when it works, when they confirmed. The remote gives the words, which are its kind's.
 */
import type { NomineeState as State, NomineeStatus } from '@portal/contracts/third-party';
import { formatDateTime } from './format';
import { StatusTag } from './StatusTag';

export interface NomineeStateWords<S extends NomineeStatus> {
  /** Before the tag: "Status", "Guarantor status". */
  label: string;
  status: (status: S | 'NONE') => string;
  invitedOn: (dates: { date: string; expires: string }) => string;
  confirmedOn: (dates: { date: string }) => string;
}

export function NomineeState<S extends NomineeStatus>({ state, words }: { state: State<S>; words: NomineeStateWords<S> }) {
  const status = state.status ?? 'NONE';
  return (
    <>
      <p className="pt-body">
        {words.label}: <StatusTag status={status} label={words.status(status)} colour={status === 'CONFIRMED' ? 'green' : status === 'INVITED' ? 'blue' : 'grey'} />
      </p>
      {state.status === 'INVITED' && state.invitedAt && state.linkExpiresAt && (
        <p className="pt-body">{words.invitedOn({ date: formatDateTime(state.invitedAt), expires: formatDateTime(state.linkExpiresAt) })}</p>
      )}
      {state.status === 'CONFIRMED' && state.confirmedAt && <p className="pt-body">{words.confirmedOn({ date: formatDateTime(state.confirmedAt) })}</p>}
    </>
  );
}

/** The application's status timeline: every state change with its date and time (task list and submitted application). */
import type { TimelineEvent } from '@portal/contracts/forms';
import { useApiQuery } from '@portal/http/use-api-query';
import { QueryResult } from '@portal/ui/QueryResult';
import { TimelineList } from '@portal/ui/TimelineList';
import { admissionText } from '../admission-text';
import { useApplicationReader } from './application-api';

export function Timeline({ applicationNumber }: { applicationNumber: string }) {
  const text = admissionText.useText();
  const reader = useApplicationReader();
  // The office's timeline also names the officer behind each office event.
  const events = useApiQuery<Array<TimelineEvent & { staffName?: string | null }>>(`${reader.api(applicationNumber)}/timeline`);
  return (
    <section aria-labelledby="timeline-heading">
      <h2 className="pt-heading-m" id="timeline-heading">
        {text('tasks.timeline')}
      </h2>
      <QueryResult query={events} what={text('tasks.timeline')}>
        {(list) => <TimelineList entries={list.map((event) => ({ title: eventTitle(text, event), by: event.staffName ? text('tasks.byStaff', { name: event.staffName }) : null, at: event.occurredAt }))} />}
      </QueryResult>
    </section>
  );
}

const KNOWN_EVENTS = [
  'CREATED',
  'PIN_CREATED',
  'CATEGORY_CHANGED',
  'SUBMITTED',
  'DOCUMENT_ADDED',
  'IDENTITY_DATA_RETRIEVED',
  'REFERENCES_REQUESTED',
  'REFERENCE_RECEIVED',
  'CONTACT_DETAILS_UPDATED',
  // The outcome and the offer reply (outcome/).
  'OFFER_RELEASED',
  'OUTCOME_UNSUCCESSFUL',
  'OFFER_ACCEPTED',
  'OFFER_DECLINED',
  'OFFER_LAPSED',
] as const;

/** After submission: results update, final GPA, enrolment (worded with their screens' strings). */
const AFTER_SUBMISSION_EVENTS = ['FINAL_GPA_SUBMITTED', 'ACTUAL_RESULTS_UPDATED', 'RESULTS_WINDOW_OPENED', 'RESULTS_WINDOW_CLOSED', 'ENROLMENT_CONFIRMED'] as const;

/** Appeals, document requests, interviews, fees and payments (worded in appeals.events). */
const APPEAL_EVENTS = [
  'APPEAL_SUBMITTED',
  'APPEAL_REPLACED',
  'APPEAL_UNDER_REVIEW',
  'APPEAL_DECIDED',
  'DOCUMENTS_REQUESTED',
  'DOCUMENTS_SENT',
  'INTERVIEW_INVITED',
  'INTERVIEW_SLOT_CHOSEN',
  'FEE_WAIVED',
  'PAYMENT_RECEIVED',
  'PAYMENT_UNSUCCESSFUL',
  'PAYMENT_REFUND_DUE',
  'FEE_RECEIVED_OFFLINE',
] as const;

function eventTitle(text: ReturnType<typeof admissionText.useText>, event: TimelineEvent): string {
  const kind = KNOWN_EVENTS.find((known) => known === event.kind);
  if (kind) return text(`events.${kind}`, event.params);
  const later = AFTER_SUBMISSION_EVENTS.find((known) => known === event.kind);
  if (later) return text(`afterSubmission.events.${later}`, event.params);
  const appeal = APPEAL_EVENTS.find((known) => known === event.kind);
  if (!appeal) return event.kind;
  // A waiver names its fee's kind (an entrance exam's fee may be waived too; older waivers were always the application fee's).
  if (appeal === 'FEE_WAIVED' && event.params.feeKind === 'ENTRANCE_EXAM_FEE') return text('appeals.events.EXAM_FEE_WAIVED', event.params);
  return text(`appeals.events.${appeal}`, event.params);
}

/** The application's status timeline: every state change with its date and time (task list and submitted application). */
import type { TimelineEvent } from '@portal/contracts/forms';
import { useApiQuery } from '@portal/http/use-api-query';
import { formatDateTime } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
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
        {(list) => (
          <ol className="pt-timeline">
            {list.map((event, index) => (
              <li key={index} className="pt-timeline__item">
                <span className="pt-timeline__title">{eventTitle(text, event)}</span>{' '}
                {event.staffName && <span className="pt-hint">{text('tasks.byStaff', { name: event.staffName })} </span>}
                <time className="pt-timeline__time" dateTime={event.occurredAt}>
                  {formatDateTime(event.occurredAt)}
                </time>
              </li>
            ))}
          </ol>
        )}
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

/** Appeals, document requests, interviews, the fee waiver (worded in appeals.events). */
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
] as const;

function eventTitle(text: ReturnType<typeof admissionText.useText>, event: TimelineEvent): string {
  const kind = KNOWN_EVENTS.find((known) => known === event.kind);
  if (kind) return text(`events.${kind}`, event.params);
  const later = AFTER_SUBMISSION_EVENTS.find((known) => known === event.kind);
  if (later) return text(`afterSubmission.events.${later}`, event.params);
  const appeal = APPEAL_EVENTS.find((known) => known === event.kind);
  return appeal ? text(`appeals.events.${appeal}`, event.params) : event.kind;
}

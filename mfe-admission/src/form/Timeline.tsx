/** The application's status timeline: every state change with its date and time (task list and submitted application). */
import type { TimelineEvent } from '@portal/contracts/forms';
import { useApiQuery } from '@portal/http/use-api-query';
import { formatDateTime } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { admissionText } from '../admission-text';
import { paths } from './paths';

export function Timeline({ applicationNumber }: { applicationNumber: string }) {
  const text = admissionText.useText();
  const events = useApiQuery<TimelineEvent[]>(`${paths.api(applicationNumber)}/timeline`);
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

const KNOWN_EVENTS = ['CREATED', 'PIN_CREATED', 'CATEGORY_CHANGED', 'SUBMITTED', 'DOCUMENT_ADDED', 'IDENTITY_DATA_RETRIEVED'] as const;
/** Events after submission (appeals, document requests, interviews, the fee waiver): worded in afterSubmission.events. */
const AFTER_SUBMISSION_EVENTS = [
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
  return later ? text(`afterSubmission.events.${later}`, event.params) : event.kind;
}

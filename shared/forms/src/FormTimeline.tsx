/** A long form's history: every event with its date and time, worded by the form (its events are its own). */
import type { TimelineEvent } from '@portal/contracts/forms';
import { useApiQuery } from '@portal/http/use-api-query';
import { QueryResult } from '@portal/ui/QueryResult';
import { TimelineList } from '@portal/ui/TimelineList';
import { formsText } from './text';

/** An office's timeline also names the officer behind each office event. */
export type FormTimelineEvent = TimelineEvent & { staffName?: string | null };

export interface FormTimelineProps {
  /** The timeline route, e.g. /admission/applications/27100001/timeline (the client adds /api). */
  api: string;
  /** The event in words; an unknown kind is best shown as its code. */
  eventTitle(event: FormTimelineEvent): string;
}

export function FormTimeline({ api, eventTitle }: FormTimelineProps) {
  const text = formsText.useText();
  const events = useApiQuery<FormTimelineEvent[]>(api);
  return (
    <section aria-labelledby="timeline-heading">
      <h2 className="pt-heading-m" id="timeline-heading">
        {text('timeline.heading')}
      </h2>
      <QueryResult query={events} what={text('timeline.heading')}>
        {(list) => (
          <TimelineList
            entries={list.map((event) => ({ title: eventTitle(event), by: event.staffName ? text('timeline.byStaff', { name: event.staffName }) : null, at: event.occurredAt }))}
          />
        )}
      </QueryResult>
    </section>
  );
}

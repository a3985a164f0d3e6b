/** The scholarship application's history: the shared timeline with this form's events in its words. */
import { SCHOLARSHIP_TIMELINE_EVENTS } from '@portal/contracts/scholarship/api';
import { SCHOLARSHIP_AWARD_EVENTS } from '@portal/contracts/scholarship/award';
import { FormTimeline, type FormTimelineEvent } from '@portal/forms/FormTimeline';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';

export function Timeline({ id }: { id: string }) {
  const text = scholarshipText.useText();
  const eventTitle = (event: FormTimelineEvent) => {
    const kind = [...SCHOLARSHIP_TIMELINE_EVENTS, ...SCHOLARSHIP_AWARD_EVENTS].find((known) => known === event.kind);
    return kind ? text(`events.${kind}`, event.params) : event.kind;
  };
  return <FormTimeline api={`${paths.api(id)}/timeline`} eventTitle={eventTitle} />;
}

/** The scholarship application's history: the shared timeline with this form's events in its words. */
import { isFormEventOf } from '@portal/contracts/form-events';
import { FormTimeline, type FormTimelineEvent } from '@portal/forms/FormTimeline';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';

export function Timeline({ id }: { id: string }) {
  const text = scholarshipText.useText();
  const eventTitle = (event: FormTimelineEvent) => {
    return isFormEventOf('SCHOLARSHIP', event.kind) ? text(`events.${event.kind}`, event.params) : event.kind;
  };
  return <FormTimeline api={`${paths.api(id)}/timeline`} eventTitle={eventTitle} />;
}

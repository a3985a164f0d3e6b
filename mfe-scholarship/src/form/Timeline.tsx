/** The scholarship application's history: the shared timeline with this form's events in its words (a scholarship by its name, never its code). */
import { isFormEventOf } from '@portal/contracts/form-events';
import type { Language } from '@portal/contracts/languages';
import { withScholarshipName } from '@portal/contracts/scholarship/timeline';
import { FormTimeline, type FormTimelineEvent } from '@portal/forms/FormTimeline';
import { useLanguage } from '@portal/i18n/namespace';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';

export function Timeline({ id }: { id: string }) {
  const text = scholarshipText.useText();
  const language = useLanguage() as Language;
  const eventTitle = (event: FormTimelineEvent) => {
    return isFormEventOf('SCHOLARSHIP', event.kind) ? text(`events.${event.kind}`, withScholarshipName(event.kind, event.params, language)) : event.kind;
  };
  return <FormTimeline api={`${paths.api(id)}/timeline`} eventTitle={eventTitle} />;
}

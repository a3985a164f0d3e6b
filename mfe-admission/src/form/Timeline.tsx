/** The application's status timeline (task list and submitted application): the shared frame with the admission events' words. */
import { feeKindWords, isFeeKind } from '@portal/contracts/fee-kinds';
import { ADMISSION_EVENT_GROUPS } from '@portal/contracts/form-events';
import type { TimelineEvent } from '@portal/contracts/forms';
import type { Language } from '@portal/contracts/languages';
import { FormTimeline } from '@portal/forms/FormTimeline';
import { useLanguage } from '@portal/i18n/namespace';
import { admissionText } from '../admission-text';
import { useApplicationReader } from './application-api';

export function Timeline({ applicationNumber }: { applicationNumber: string }) {
  const text = admissionText.useText();
  const reader = useApplicationReader();
  const language = useLanguage();
  return <FormTimeline api={`${reader.api(applicationNumber)}/timeline`} eventTitle={(event) => eventTitle(text, language, event)} />;
}

type EventGroups = typeof ADMISSION_EVENT_GROUPS;

/** Whether an event belongs to a part of the journey (whose screens' strings word it). */
const isIn = <Group extends keyof EventGroups>(group: Group, kind: string): kind is EventGroups[Group][number] => (ADMISSION_EVENT_GROUPS[group] as readonly string[]).includes(kind);

function eventTitle(text: ReturnType<typeof admissionText.useText>, language: Language, event: TimelineEvent): string {
  const { kind } = event;
  if (isIn('application', kind)) return text(`events.${kind}`, event.params);
  if (isIn('afterSubmission', kind)) return text(`afterSubmission.events.${kind}`, event.params);
  if (!isIn('appeals', kind)) return kind;
  // A waiver names its fee's kind (older waivers were always the application fee's, and name none).
  if (kind === 'FEE_WAIVED') {
    const feeKind = isFeeKind(event.params.feeKind) ? event.params.feeKind : 'APPLICATION_FEE';
    return text('appeals.events.FEE_WAIVED', { ...event.params, fee: feeKindWords(feeKind, language).title });
  }
  return text(`appeals.events.${kind}`, event.params);
}

/** The application's status timeline (task list and submitted application): the shared frame with the admission events' words. */
import { feeKindWords, isFeeKind } from '@portal/contracts/fee-kinds';
import { ADMISSION_EVENT_GROUPS } from '@portal/contracts/form-events';
import type { TimelineEvent } from '@portal/contracts/forms';
import type { Language } from '@portal/contracts/languages';
import { FormTimeline } from '@portal/forms/FormTimeline';
import { useLanguage } from '@portal/i18n/namespace';
import { useOfficeWorkEventTitle } from '@portal/ui/console/shared-work-parts';
import { admissionText } from '../admission-text';
import type en from '../locales/en-GB';
import { useApplicationReader } from './application-api';

export function Timeline({ applicationNumber }: { applicationNumber: string }) {
  const text = admissionText.useText();
  const reader = useApplicationReader();
  const language = useLanguage();
  const officeWorkTitle = useOfficeWorkEventTitle();
  const officeTitle = (event: TimelineEvent) => officeWorkTitle(event) ?? officeEventTitle(text, event);
  return <FormTimeline api={`${reader.api(applicationNumber)}/timeline`} eventTitle={(event) => (reader.audience === 'office' ? officeTitle(event) : undefined) ?? eventTitle(text, language, event)} />;
}

// A list, not the catalogue itself: the words stay in their own lazily loaded chunk.
const OFFICE_WORDED_EVENTS = ['REFERENCES_REQUESTED'] as const satisfies ReadonlyArray<keyof (typeof en)['officeEvents']>;
const isOfficeWorded = (kind: string): kind is (typeof OFFICE_WORDED_EVENTS)[number] => (OFFICE_WORDED_EVENTS as readonly string[]).includes(kind);

/** The office's own words for an event the applicant's timeline words from their side ("your referees"); undefined for the rest. */
const officeEventTitle = (text: ReturnType<typeof admissionText.useText>, event: TimelineEvent): string | undefined =>
  isOfficeWorded(event.kind) ? text(`officeEvents.${event.kind}`, event.params) : undefined;

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

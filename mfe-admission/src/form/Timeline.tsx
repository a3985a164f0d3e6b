/** The application's status timeline (task list and submitted application): the shared frame with the admission events' words. */
import { feeKindWords, isFeeKind } from '@portal/contracts/fee-kinds';
import { isFormEventOf, type FormEventOf } from '@portal/contracts/form-events';
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

/** After submission: results update, final GPA, enrolment (worded with their screens' strings). */
const AFTER_SUBMISSION_EVENTS = ['FINAL_GPA_SUBMITTED', 'ACTUAL_RESULTS_UPDATED', 'RESULTS_WINDOW_OPENED', 'RESULTS_WINDOW_CLOSED', 'ENROLMENT_CONFIRMED'] as const satisfies readonly AdmissionEvent[];

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
] as const satisfies readonly AdmissionEvent[];

type AdmissionEvent = FormEventOf<'ADMISSION'>;
type AfterSubmissionEvent = (typeof AFTER_SUBMISSION_EVENTS)[number];
type AppealEvent = (typeof APPEAL_EVENTS)[number];

function eventTitle(text: ReturnType<typeof admissionText.useText>, language: Language, event: TimelineEvent): string {
  if (!isFormEventOf('ADMISSION', event.kind)) return event.kind;
  const later = AFTER_SUBMISSION_EVENTS.find((known) => known === event.kind);
  if (later) return text(`afterSubmission.events.${later}`, event.params);
  const appeal = APPEAL_EVENTS.find((known) => known === event.kind);
  if (!appeal) return text(`events.${event.kind as Exclude<AdmissionEvent, AfterSubmissionEvent | AppealEvent>}`, event.params);
  // A waiver names its fee's kind (older waivers were always the application fee's, and name none).
  if (appeal === 'FEE_WAIVED') {
    const feeKind = isFeeKind(event.params.feeKind) ? event.params.feeKind : 'APPLICATION_FEE';
    return text('appeals.events.FEE_WAIVED', { ...event.params, fee: feeKindWords(feeKind, language).title });
  }
  return text(`appeals.events.${appeal}`, event.params);
}

/**
 * A financial aid application's history: the shared timeline with every event kind of the
 * application (the form's, the office's, the later steps' and the guarantor's) in this form's words;
 * codes inside the params (document types, changes reported, request kinds and outcomes, who
 * withdrew) are worded too, dates in the page's language. An unknown kind shows as its code.
 */
import { AID_CHANGE_KINDS, AID_DOCUMENT_TYPES, AID_REQUEST_KINDS, AID_REQUEST_STATUSES } from '@portal/contracts/financial-aid/model';
import { isFormEventOf } from '@portal/contracts/form-events';
import { FormTimeline, type FormTimelineEvent } from '@portal/forms/FormTimeline';
import { formatDate } from '@portal/ui/format';
import { paths } from '../paths';
import { aidFormText } from './form-text';


/** A list param as the API may send it: an array, or codes joined by commas. */
const codesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : []).map((code) => code.trim()).filter(Boolean);

/** The event's title in the page's language. */
export function useAidEventTitle(): (event: FormTimelineEvent) => string {
  const text = aidFormText.useText();
  /** A code in its words when the form knows it, else the code itself. */
  const known = (prefix: string, codes: readonly string[], code: string): string =>
    codes.includes(code) ? text(`${prefix}.${code}` as Parameters<typeof text>[0]) : code;
  const words = text('eventWords.listSeparator');
  const actors = ['APPLICANT', 'OFFICE', 'SYSTEM'] as const;
  const date = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? formatDate(value) : String(value ?? ''));
  return (event) => {
    const kind = event.kind;
    if (!isFormEventOf('FINANCIAL_AID', kind)) return kind;
    const params = (event.params ?? {}) as Record<string, unknown>;
    const worded: Record<string, string | number> = { ...(event.params ?? {}) };
    if (kind === 'DOCUMENTS_REQUESTED') {
      worded.documentTypes = codesOf(params.documentTypes)
        .map((code) => known('eventWords.documentTypes', AID_DOCUMENT_TYPES, code))
        .join(words);
      worded.dueOn = date(params.dueOn);
    }
    if (kind === 'PACKAGE_OFFERED') worded.replyDueOn = date(params.replyDueOn);
    if (kind === 'UPDATE_SUBMITTED')
      worded.changeKinds = codesOf(params.changeKinds)
        .map((code) => known('eventWords.changeKinds', AID_CHANGE_KINDS, code))
        .join(words);
    if (kind === 'REQUEST_DECIDED') {
      worded.kind = known('eventWords.requestKinds', AID_REQUEST_KINDS, String(params.kind ?? ''));
      worded.status = known('eventWords.requestStatuses', AID_REQUEST_STATUSES, String(params.status ?? ''));
    }
    if (kind === 'WITHDRAWN') worded.by = known('eventWords.by', actors, String(params.by ?? event.actor));
    return text(`events.${kind}`, worded);
  };
}

export function Timeline({ id }: { id: string }) {
  const eventTitle = useAidEventTitle();
  return <FormTimeline api={`${paths.api(id)}/timeline`} eventTitle={eventTitle} />;
}

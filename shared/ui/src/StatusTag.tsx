import { hasText } from '@portal/i18n/i18n';
import type en from './locales/en-GB';
import { uiText } from './text';

export type TagColour = 'grey' | 'blue' | 'green' | 'red' | 'yellow';

type KnownStatus = keyof typeof en.statuses;

/**
 * Colour per status code used across admission, scholarship, financial aid and payment (the names
 * are in the 'ui' namespace, statuses.*). Colour follows meaning: grey = not started or closed,
 * blue = with the office, green = good outcome, red = unsuccessful, yellow = the applicant needs to act.
 */
export const STATUS_COLOURS: Readonly<Partial<Record<KnownStatus, TagColour>>> = {
  DRAFT: 'grey',
  SUBMITTED: 'blue',
  UNDER_REVIEW: 'blue',
  SHORTLISTED: 'blue',
  APPEAL: 'blue',
  OFFERED: 'green',
  AWARDED: 'green',
  RECEIVED: 'green',
  PAID: 'green',
  WAIVED: 'grey',
  WITHDRAWN: 'grey',
  UNSUCCESSFUL: 'red',
  UNPAID: 'yellow',
  ADDITIONAL_DOCUMENTS_REQUIRED: 'yellow',
};

const isKnownStatus = (status: string): status is KnownStatus => hasText(uiText.namespace, `statuses.${status}`);

/**
 * The status's name in the current language; "SOME_CODE" → "Some code" for codes the 'ui'
 * namespace does not know yet (better than nothing while a new status waits for its words).
 */
export function statusLabel(status: string): string {
  if (isKnownStatus(status)) return uiText.text(`statuses.${status}`);
  const words = status.toLowerCase().replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface StatusTagProps {
  status: string;
  /** Overrides the mapped label (e.g. "Paid" for a received fee). */
  label?: string;
  colour?: TagColour;
}

/** A coloured tag showing a status; the text alone carries the meaning, colour only supports it. */
export function StatusTag({ status, label, colour }: StatusTagProps) {
  // Re-renders on a language change, so statusLabel words the tag anew.
  uiText.useText();
  const tagColour = colour ?? (isKnownStatus(status) ? STATUS_COLOURS[status] : undefined) ?? 'grey';
  return (
    <strong className={`pt-tag pt-tag--${tagColour}`} data-status={status}>
      {label ?? statusLabel(status)}
    </strong>
  );
}

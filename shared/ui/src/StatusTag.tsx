
export type TagColour = 'grey' | 'blue' | 'green' | 'red' | 'yellow';

/**
 * Colour per state code used across admission, scholarship, financial aid and payment. Colour follows
 * meaning: grey = not started or closed, blue = with the office, green = good outcome, red =
 * unsuccessful, yellow = the applicant needs to act. The words are the caller's: each state belongs to
 * a closed set that has its own (shared/contracts worded sets, a remote's catalogue), and the same code
 * reads differently per domain (an unsuccessful admission is 未获录取, an unsuccessful payment 未成功).
 */
export const STATUS_COLOURS: Readonly<Record<string, TagColour>> = {
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

export interface StatusTagProps {
  /** The state's code: its colour, and `data-status` for scripts and tests. */
  status: string;
  /** The state's words in the page's language. */
  label: string;
  colour?: TagColour;
}

/** A coloured tag showing a status; the text alone carries the meaning, colour only supports it. */
export function StatusTag({ status, label, colour }: StatusTagProps) {
  const tagColour = colour ?? (Object.hasOwn(STATUS_COLOURS, status) ? STATUS_COLOURS[status] : undefined) ?? 'grey';
  return (
    <strong className={`pt-tag pt-tag--${tagColour}`} data-status={status}>
      {label}
    </strong>
  );
}

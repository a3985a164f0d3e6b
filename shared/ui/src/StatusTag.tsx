export type TagColour = 'grey' | 'blue' | 'green' | 'red' | 'yellow';

/**
 * Readable label and colour per status code used across admission, scholarship, financial aid and
 * payment. Colour follows meaning: grey = not started or closed, blue = with the office,
 * green = good outcome, red = unsuccessful, yellow = the applicant needs to act.
 */
export const STATUS_TAGS: Readonly<Record<string, { label: string; colour: TagColour }>> = {
  DRAFT: { label: 'Draft', colour: 'grey' },
  SUBMITTED: { label: 'Submitted', colour: 'blue' },
  UNDER_REVIEW: { label: 'Under review', colour: 'blue' },
  SHORTLISTED: { label: 'Shortlisted', colour: 'blue' },
  APPEAL: { label: 'Under appeal', colour: 'blue' },
  OFFERED: { label: 'Offered', colour: 'green' },
  AWARDED: { label: 'Awarded', colour: 'green' },
  RECEIVED: { label: 'Received', colour: 'green' },
  WAIVED: { label: 'Waived', colour: 'grey' },
  WITHDRAWN: { label: 'Withdrawn', colour: 'grey' },
  UNSUCCESSFUL: { label: 'Unsuccessful', colour: 'red' },
  UNPAID: { label: 'Not paid', colour: 'yellow' },
  ADDITIONAL_DOCUMENTS_REQUIRED: { label: 'Documents required', colour: 'yellow' },
};

/** "SOME_CODE" → "Some code", for codes the table above does not know yet. */
export function statusLabel(status: string): string {
  const known = STATUS_TAGS[status];
  if (known) return known.label;
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
  const tagColour = colour ?? STATUS_TAGS[status]?.colour ?? 'grey';
  return (
    <strong className={`pt-tag pt-tag--${tagColour}`} data-status={status}>
      {label ?? statusLabel(status)}
    </strong>
  );
}

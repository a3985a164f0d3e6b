import { MESSAGES } from '@portal/contracts/messages';

/** The note at the top of a form explaining the asterisk on mandatory fields. */
export function MandatoryNote({ text = MESSAGES.MANDATORY_INDICATOR }: { text?: string }) {
  return <p className="pt-body pt-mandatory-note">{text}</p>;
}

import { messageRef, useMessageText } from '@portal/i18n/messages';

/** The note at the top of a form explaining the asterisk on mandatory fields. */
export function MandatoryNote({ text }: { text?: string }) {
  const messageText = useMessageText();
  return <p className="pt-body pt-mandatory-note">{text ?? messageText(messageRef('MANDATORY_INDICATOR'))}</p>;
}

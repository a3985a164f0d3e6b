import { useState } from 'react';
import { apiErrorRef, useMessageText } from '@portal/i18n/messages';
import type { SaveStatusState } from './section-saver';
import { formsText } from './text';
import { formatLocalTime } from './time';

type FormsText = ReturnType<typeof formsText.useText>;

function describe(status: SaveStatusState, text: FormsText, messageText: (text: string) => string): string {
  switch (status.kind) {
    case 'idle':
      return '';
    case 'saving':
      return text('status.saving');
    case 'saved':
      return text('status.savedAt', { time: formatLocalTime(status.at) });
    case 'offline':
      return text('status.offline');
    case 'unavailable':
      return text('status.unavailable');
    case 'signedOut':
      return text('status.signedOut');
    case 'rejected':
      return text('status.rejected', { reason: status.errors.map((error) => messageText(apiErrorRef(error))).join(' ') });
    case 'conflict':
      return text('status.conflict');
  }
}

/**
 * What a screen reader hears. Autosaves run every few seconds while the applicant types, so saving and
 * each routine "Saved at" are not announced; a change of state is (first save, offline, back online,
 * refused, conflict), and so is the confirmation of a save the applicant asked for.
 */
function announcementKey(status: SaveStatusState): string | null {
  switch (status.kind) {
    case 'idle':
    case 'saving':
      return null;
    case 'saved':
      return status.explicit ? `saved@${status.at.getTime()}` : 'saved';
    default:
      return status.kind;
  }
}

/**
 * The section's save status under its buttons: "Saving…", "Saved at 14:32", or why it is not saved
 * and what happens to the answers. The visible line follows every save (and stays readable with a
 * screen reader's cursor); the hidden polite live region beside it speaks only when the state changes.
 */
export function SaveStatus({ status, id }: { status: SaveStatusState; id?: string }) {
  const text = formsText.useText();
  const messageText = useMessageText();
  const [announced, setAnnounced] = useState<{ key: string | null; status: SaveStatusState | null }>({ key: null, status: null });
  const key = announcementKey(status);

  // Adjusted while rendering (React's pattern for state derived from a changing prop), not in an effect.
  if (key !== null && key !== announced.key) setAnnounced({ key, status });

  const visible = describe(status, text, messageText);
  const failed = status.kind !== 'idle' && status.kind !== 'saving' && status.kind !== 'saved';
  return (
    <div className="pt-save-status" id={id}>
      <p className={failed ? 'pt-save-status__text pt-save-status__text--not-saved' : 'pt-save-status__text'}>
        {visible}
      </p>
      <p className="pt-visually-hidden" aria-live="polite" aria-atomic="true">
        {announced.status ? describe(announced.status, text, messageText) : ''}
      </p>
    </div>
  );
}

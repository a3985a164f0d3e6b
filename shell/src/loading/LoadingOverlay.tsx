import { useEffect, useState } from 'react';
import { useLoadingCount } from '@portal/http/loading';
import { shellText } from '../text';

// Work that finishes faster than this never shows the overlay, so quick calls do not flash.
const SHOW_AFTER_MS = 300;

/** The global loading overlay for navigation and API calls; its text is announced to screen readers. */
export function LoadingOverlay() {
  const text = shellText.useText();
  const pending = useLoadingCount();
  const busy = pending > 0;
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => setSlow(true), SHOW_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      setSlow(false);
    };
  }, [busy]);

  const visible = busy && slow;

  return (
    <>
      <div role="status" aria-live="polite" className="pt-visually-hidden">
        {visible ? text('loading.wait') : ''}
      </div>
      {visible && (
        <div className="pt-loading-overlay" data-testid="loading-overlay" aria-hidden="true">
          <span className="pt-spinner" />
        </div>
      )}
    </>
  );
}

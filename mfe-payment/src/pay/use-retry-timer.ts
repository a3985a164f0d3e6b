import { useEffect } from 'react';

/**
 * Calls `onDue` when the time `at` (ISO) comes, so a page waiting out the 15 minutes after an
 * unsuccessful payment offers Pay again without a reload. Nothing when `at` is null.
 */
export function useWhenDue(at: string | null, onDue: () => void): void {
  useEffect(() => {
    if (!at) return;
    // Browsers cap timers at about 24.8 days; a retry time is minutes away.
    const wait = Math.max(new Date(at).getTime() - Date.now(), 0) + 1_000;
    const timer = window.setTimeout(onDue, wait);
    return () => window.clearTimeout(timer);
  }, [at, onDue]);
}

import { useState } from 'react';
import type { ApiError } from '@portal/contracts/api';
import { notificationStore } from '@portal/http/notifications';

/**
 * A second-factor step's button action: clears the page's notifications, keeps the buttons off while
 * it runs (a passkey prompt or a request may take a while, and a second press would start another),
 * and hands what went wrong, as the API's error list, to the page.
 */
export function useBusyAction(onErrors: (errors: ApiError[]) => void) {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>, errorsOf: (error: unknown) => ApiError[]) => {
    notificationStore.getState().clear();
    setBusy(true);
    try {
      await action();
    } catch (error) {
      onErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

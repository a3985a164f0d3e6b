import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '@portal/contracts/api';
import { http } from './client';
import { apiErrorsOf } from './errors';

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; errors?: undefined }
  | { status: 'success'; data: T; errors?: undefined }
  | { status: 'error'; data?: undefined; errors: ApiError[] };

/** Loads one API resource for a screen; `reload` fetches it again (e.g. from a Try again button). */
export function useApiQuery<T>(path: string): QueryState<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  // Each answer is tagged with the request it answers, so a new path or a reload shows "loading" at once.
  const requestKey = `${path}#${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; state: QueryState<T> } | null>(null);

  useEffect(() => {
    let cancelled = false;
    http.get<T>(path).then(
      (response) => !cancelled && setAnswer({ key: requestKey, state: { status: 'success', data: response.data } }),
      (error: unknown) => !cancelled && setAnswer({ key: requestKey, state: { status: 'error', errors: apiErrorsOf(error) } }),
    );
    return () => {
      cancelled = true;
    };
  }, [path, requestKey]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: QueryState<T> = answer?.key === requestKey ? answer.state : { status: 'loading' };
  return { ...state, reload };
}

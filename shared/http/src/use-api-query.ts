import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '@portal/contracts/api';
import { peekFirstScreenAnswer } from '@portal/contracts/first-screen';
import { http, withApiBase } from './client';
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
  // An answer the page itself carries (contracts/first-screen.ts) is there for the first render:
  // the screen is drawn complete, with nothing moving once it arrives.
  const [answer, setAnswer] = useState<{ key: string; state: QueryState<T> } | null>(() => {
    const carried = peekFirstScreenAnswer(withApiBase(path));
    return carried.found ? { key: requestKey, state: { status: 'success', data: carried.value as T } } : null;
  });

  // The request itself is answered from the page once more by the HTTP client (client.ts), then never again.
  useEffect(() => {
    let cancelled = false;
    http.get<T>(path).then(
      // The carried answer drawn in the first render comes back as the very same object: nothing to
      // draw again (a screen the server drew is still being taken over: a change now would make React
      // throw away the part it has not reached yet and draw it afresh).
      (response) =>
        !cancelled &&
        setAnswer((current) =>
          current?.key === requestKey && current.state.status === 'success' && current.state.data === response.data
            ? current
            : { key: requestKey, state: { status: 'success', data: response.data } },
        ),
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

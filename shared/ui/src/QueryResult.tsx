import type { ReactNode } from 'react';
import type { ApiError } from '@portal/contracts/api';
import { apiErrorRef, useMessageText } from '@portal/i18n/messages';
import { ErrorPanel } from './ErrorPanel';
import { LoadingSpinner } from './LoadingSpinner';
import { uiText } from './text';

/** What a query hook (useApiQuery) gives: its state, its data once loaded, its errors, and a retry. */
export interface QueryLike<T> {
  status: 'loading' | 'success' | 'error';
  data?: T;
  errors?: ApiError[];
  reload: () => void;
}

/**
 * Shows a loading state, an error panel with Try again, or the loaded data. `what` names the data in
 * the current language, e.g. "your payments" (the caller's own translated text).
 */
export function QueryResult<T>({ query, what, children }: { query: QueryLike<T>; what: string; children: (data: T) => ReactNode }) {
  const text = uiText.useText();
  const messageText = useMessageText();
  if (query.status === 'loading') return <LoadingSpinner label={text('loading.what', { what })} />;
  if (query.status === 'error' || query.data === undefined) {
    return (
      <ErrorPanel title={text('loading.failed', { what })} onRetry={query.reload}>
        {(query.errors ?? []).map((error) => messageText(apiErrorRef(error))).join(' ')}
      </ErrorPanel>
    );
  }
  return <>{children(query.data)}</>;
}

import type { ReactNode } from 'react';
import type { ApiError } from '@portal/contracts/api';
import { ErrorPanel } from './ErrorPanel';
import { LoadingSpinner } from './LoadingSpinner';

interface QueryLike<T> {
  status: 'loading' | 'success' | 'error';
  data?: T;
  errors?: ApiError[];
  reload: () => void;
}

/** Shows a loading state, an error panel with Try again, or the loaded data. `what` names the data, e.g. "your payments". */
export function QueryResult<T>({ query, what, children }: { query: QueryLike<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.status === 'loading') return <LoadingSpinner label={`Loading ${what}`} />;
  if (query.status === 'error' || query.data === undefined) {
    return (
      <ErrorPanel title={`We could not load ${what}`} onRetry={query.reload}>
        {(query.errors ?? []).map((error) => error.message).join(' ')}
      </ErrorPanel>
    );
  }
  return <>{children(query.data)}</>;
}

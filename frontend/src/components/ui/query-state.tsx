import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api';
import { QueryError } from './query-error';
import { StatusMessage } from './status';

/**
 * A staff list's loading → error → empty → content sequence. A 401 shows nothing: the staff
 * gate replaces the screen with the login form. The error offers a manual retry (queries never
 * retry by themselves).
 */
export function QueryState<T>({
  query,
  texts: { loading, what, empty },
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  emptyClassName,
  children,
}: {
  query: UseQueryResult<T> | UseInfiniteQueryResult<T>;
  texts: {
    /** e.g. 'Loading products...' */
    loading: string;
    /** Completes 'Sorry, {what} could not be loaded right now.' */
    what: string;
    /** What an empty list shows. */
    empty: ReactNode;
  };
  /** Whether to show `empty` (default: the data is an empty array). */
  isEmpty?: (data: T) => boolean;
  emptyClassName?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <StatusMessage loading>{loading}</StatusMessage>;
  if (query.isError) {
    return isApiError(query.error, 401) ? null : <QueryError what={what} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty(query.data)) return <StatusMessage className={emptyClassName}>{empty}</StatusMessage>;
  return <>{children(query.data)}</>;
}

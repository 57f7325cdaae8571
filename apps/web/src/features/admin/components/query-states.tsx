import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadErrorPanel } from '../../../ui/load-error-panel';
import { StatePanel } from '../../../ui/state-panel';

/** The panel shown instead of the content when the data holds nothing to list. */
type EmptyState<TData> =
  { isEmpty: (data: TData) => boolean; empty: ReactNode } | { isEmpty?: never; empty?: never };

type QueryStatesProps<TData> = EmptyState<TData> & {
  query: UseQueryResult<TData>;
  loadingTitle: string;
  /** The error panel's title; its description is `errorText` of the query's error. */
  errorTitle: string;
  errorText: (error: unknown) => string;
  children: (data: TData) => ReactNode;
};

/**
 * A back office query's states in one place: the loading panel, the error panel with Retry,
 * the empty panel when `isEmpty` says so, else the content drawn from the data.
 */
export function QueryStates<TData>({
  query,
  loadingTitle,
  errorTitle,
  errorText,
  isEmpty,
  empty,
  children,
}: QueryStatesProps<TData>) {
  if (query.isPending) return <StatePanel variant="loading" title={loadingTitle} />;
  if (query.isError) {
    return (
      <LoadErrorPanel
        title={errorTitle}
        description={errorText(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}

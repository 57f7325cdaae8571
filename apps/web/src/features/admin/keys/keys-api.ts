import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  KeyImport,
  KeyImportRefusal,
  LowStockReply,
  StockEntry,
  StockKeysReply,
  StockListReply,
  type KeyImportMode,
  type KeyStatus,
} from '@store/shared/schemas/key-stock';
import { apiSend } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { ADMIN_API, ADMIN_QUERY_KEY, adminGet, adminMutationKey, adminSend } from '../admin-api';

const stockKey = [...ADMIN_QUERY_KEY, 'stock'] as const;
/** How often a running import's progress is asked for. */
const IMPORT_POLL_MS = 1000;

export interface StockFilter {
  q: string;
  lowOnly: boolean;
  page: number;
}

/** One page of the stock per platform entry. */
export function useStockList(filter: StockFilter) {
  return useQuery({
    queryKey: [...stockKey, 'list', filter],
    queryFn: ({ signal }) =>
      adminGet('/stock', StockListReply, {
        signal,
        query: { q: filter.q, lowOnly: filter.lowOnly ? 'true' : undefined, page: filter.page },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The entries whose low-stock alert is out (the dashboard shows them too). */
export function lowStockQueryOptions() {
  return queryOptions({
    queryKey: [...stockKey, 'low'],
    queryFn: ({ signal }) => adminGet('/stock/low', LowStockReply, { signal }),
  });
}

/** One platform entry's stock. */
export function useStockEntry(entryId: number) {
  return useQuery({
    queryKey: [...stockKey, 'entry', entryId],
    queryFn: ({ signal }) => adminGet(`/stock/${entryId}`, StockEntry, { signal }),
  });
}

/** How many pages a stock list or an entry's keys fill. */
export function pageCount(reply: { total: number; pageSize: number }): number {
  return Math.ceil(reply.total / reply.pageSize);
}

/** One page of an entry's keys, optionally of one status. */
export function useEntryKeys(entryId: number, status: KeyStatus | undefined, page: number) {
  return useQuery({
    queryKey: [...stockKey, 'keys', entryId, status ?? 'all', page],
    queryFn: ({ signal }) =>
      adminGet(`/stock/${entryId}/keys`, StockKeysReply, { signal, query: { status, page } }),
    placeholderData: keepPreviousData,
  });
}

/** Sets (or with null clears) an entry's low-stock threshold; the stock lists follow. */
export function useSetThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKey('stock-threshold'),
    mutationFn: ({ entryId, threshold }: { entryId: number; threshold: number | null }) =>
      adminSend('PUT', `/stock/${entryId}/threshold`, { threshold }, StockEntry),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockKey }),
  });
}

/** Voids an available key with a reason; the entry's stock and keys follow. */
export function useVoidKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKey('stock-void'),
    mutationFn: ({ keyId, reason }: { keyId: number; reason: string }) =>
      adminSend('POST', `/stock/keys/${keyId}/void`, { reason }, StockEntry),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockKey }),
  });
}

/** The media type a key file is sent as: CSV by its name or type, else plain text. */
export function keyFileType(file: File): string {
  return file.name.toLowerCase().endsWith('.csv') || file.type === 'text/csv'
    ? 'text/csv'
    : 'text/plain';
}

/**
 * Sends a key file as the raw body. An all-or-nothing import refused over bad lines
 * resolves with the refused import (its report), so the form shows it like any other.
 */
export async function importKeyFile(
  entryId: number,
  file: File,
  mode: KeyImportMode,
): Promise<KeyImport> {
  try {
    return await apiSend('POST', `${ADMIN_API}/stock/${entryId}/imports`, undefined, KeyImport, {
      query: { mode, fileName: file.name },
      rawBody: { data: file, type: keyFileType(file) },
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 422) {
      const refusal = KeyImportRefusal.safeParse(error.body);
      if (refusal.success) return refusal.data.import;
    }
    throw error;
  }
}

export function useImportKeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKey('stock-import'),
    mutationFn: ({ entryId, file, mode }: { entryId: number; file: File; mode: KeyImportMode }) =>
      importKeyFile(entryId, file, mode),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockKey }),
  });
}

/** A running import's progress, asked for every second until it ends. */
export function useImportProgress(started: KeyImport | undefined) {
  const queryClient = useQueryClient();
  const id = started?.status === 'running' ? started._id : undefined;
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'key-import', id],
    queryFn: async ({ signal }) => {
      const state = await adminGet(`/stock/imports/${id ?? ''}`, KeyImport, { signal });
      if (state.status !== 'running') await queryClient.invalidateQueries({ queryKey: stockKey });
      return state;
    },
    enabled: id !== undefined,
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'running' ? false : IMPORT_POLL_MS,
  });
}

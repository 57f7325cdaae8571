import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AuditReply } from '@store/shared/schemas/staff';
import { apiUrl } from '../../../lib/api-client';
import { ADMIN_API, ADMIN_QUERY_KEY, adminGet } from '../admin-api';

/** The audit log's page size, the server's default. */
export const AUDIT_PAGE_SIZE = 50;

export interface AuditSearch {
  q: string;
  page: number;
}

export function auditQueryOptions({ q, page }: AuditSearch) {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'audit', { q, page }],
    queryFn: ({ signal }) =>
      adminGet('/audit', AuditReply, { query: { q, page, limit: AUDIT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the audit log, newest first, matching `q` (action, staff e-mail or target). */
export function useAuditLog(search: AuditSearch) {
  return useQuery(auditQueryOptions(search));
}

/** The CSV download of the entries matching `q` (all of them, not one page); audited. */
export function auditExportUrl(q: string): string {
  return apiUrl(`${ADMIN_API}/audit/export.csv`, { q: q || undefined });
}

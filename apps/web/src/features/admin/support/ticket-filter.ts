import {
  TICKET_CATEGORIES,
  TICKET_STATUSES,
  type TicketCategory,
  type TicketStatus,
} from '@store/shared/schemas/support';
import type { TicketFilter } from './support-api';

export const ASSIGNED_VIEWS = ['any', 'me', 'none'] as const;
export type AssignedView = (typeof ASSIGNED_VIEWS)[number];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((known) => known === value);
}

/** The inbox's filters from the URL; anything unknown there is left out, not sent. */
export function readTicketFilter(params: URLSearchParams): TicketFilter {
  const q = params.get('q')?.trim();
  return {
    status: oneOf<TicketStatus>(TICKET_STATUSES, params.get('status')),
    category: oneOf<TicketCategory>(TICKET_CATEGORIES, params.get('category')),
    assigned: oneOf(ASSIGNED_VIEWS, params.get('assigned')) ?? 'any',
    q: q || undefined,
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

/** The URL's search params for the filters, leaving out the defaults. */
export function writeTicketFilter(filter: TicketFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.category) params.set('category', filter.category);
  if (filter.assigned !== 'any') params.set('assigned', filter.assigned);
  if (filter.q) params.set('q', filter.q);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

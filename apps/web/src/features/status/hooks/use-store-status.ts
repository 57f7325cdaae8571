import { useQuery } from '@tanstack/react-query';
import { HEALTH_POLL_MS, LOOKUP_CACHE_SECONDS } from '@store/shared/constants';
import type { Health, HomeSettings } from '@store/shared/schemas/common';
import { HEALTH_QUERY_KEY, HOME_SETTINGS_QUERY_KEY } from '../api/query-keys';
import { useOnline } from './use-online';
import { loadWithRetry } from '../../../lib/load-with-retry';

/**
 * Whether the store is under construction. The health answer carries the flag and is polled
 * every 15 s without any cache, so it wins; the home settings (cached for longer) count only
 * when the health answer does not say.
 */
export function isUnderConstruction(
  health: Health | undefined,
  settings: HomeSettings | undefined,
): boolean {
  return (health?.underConstruction ?? settings?.underConstruction) === true;
}

/** What the whole store may show right now (spec section 2, "Global rules"). */
export type StoreStatus = 'online' | 'offline' | 'maintenance';

// The fetchers load on demand so the API client and its schemas stay out of the first load.
const fetchHealth = ({ signal }: { signal: AbortSignal }) =>
  loadWithRetry(() => import('../api/get-health')).then((module) => module.getHealth(signal));
const fetchHomeSettings = ({ signal }: { signal: AbortSignal }) =>
  loadWithRetry(() => import('../api/get-home-settings')).then((module) =>
    module.getHomeSettings(signal),
  );

/**
 * Offline beats everything; otherwise a failed health check or the underConstruction flag
 * puts the store into maintenance. Until the first answers arrive the store counts as up, so
 * a healthy store never waits for the check before showing a page.
 */
export function useStoreStatus(): StoreStatus {
  const online = useOnline();
  const health = useQuery({
    queryKey: HEALTH_QUERY_KEY,
    queryFn: fetchHealth,
    retry: false,
    refetchInterval: HEALTH_POLL_MS,
    enabled: online,
  });
  const settings = useQuery({
    queryKey: HOME_SETTINGS_QUERY_KEY,
    queryFn: fetchHomeSettings,
    staleTime: LOOKUP_CACHE_SECONDS * 1000,
    retry: false,
    enabled: online,
  });

  if (!online) return 'offline';
  // A refetch after a failure puts a query without data back to pending; judging by the last
  // answer keeps the maintenance page from flickering away on every retry.
  const lastAnswerFailed = health.errorUpdatedAt > health.dataUpdatedAt;
  const unhealthy = lastAnswerFailed || (health.data !== undefined && health.data.status !== 'ok');
  if (unhealthy || isUnderConstruction(health.data, settings.data)) return 'maintenance';
  return 'online';
}

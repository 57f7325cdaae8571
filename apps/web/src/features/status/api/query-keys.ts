/**
 * Kept apart from the fetchers so the store-wide status check can share their cache entries
 * without pulling the API client and its schemas into the first load.
 */
export const HEALTH_QUERY_KEY = ['health'] as const;
export const HOME_SETTINGS_QUERY_KEY = ['settings', 'home'] as const;

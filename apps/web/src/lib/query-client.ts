import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-error';

const MAX_RETRIES = 2;

function shouldRetry(failureCount: number, error: Error): boolean {
  // A client error will not fix itself by asking again; network and server errors might.
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** The app's server-state cache: one minute fresh by default, lookups override with their own times. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
    },
  });
}

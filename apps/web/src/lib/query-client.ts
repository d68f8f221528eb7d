import { QUERY_GC_MS } from '@electrobench/contracts/limits';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { onSessionChange } from './auth-events';

// A 4xx answer will not change by asking again; network and server errors get one more try.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
  // Answers belong to whoever was signed in; a new session starts from an empty cache.
  onSessionChange(() => client.removeQueries());
  return client;
}

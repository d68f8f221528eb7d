import type { ServiceHealth } from '@electrobench/contracts/service-status';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** The server caches its answer 5 s, so polling every 15 s while the page is visible is cheap. */
export const STATUS_POLL_MS = 15_000;

export function useServiceHealth() {
  return useQuery({
    queryKey: ['service-status'],
    queryFn: () => apiRequest<ServiceHealth>('/status'),
    // TanStack pauses the interval while the tab is hidden (refetchIntervalInBackground: false).
    refetchInterval: STATUS_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

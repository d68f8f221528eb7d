import { useEffect, useState } from 'react';
import { apiRequest } from './api-client';

export interface ApiGet<T> {
  data: T | undefined;
  error: unknown;
  pending: boolean;
}

/**
 * A plain GET for the few reads on pages that must stay small to download (the home page): it
 * avoids loading the query library there. Other pages use TanStack Query hooks.
 */
export function useApiGet<T>(path: string): ApiGet<T> {
  const [state, setState] = useState<{ path: string; data?: T; error?: unknown }>({ path });
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<T>(path, { signal: controller.signal }).then(
      (data) => setState({ path, data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ path, error });
      },
    );
    return () => controller.abort();
  }, [path]);
  const current = state.path === path ? state : { path, data: undefined, error: undefined };
  return {
    data: current.data,
    error: current.error,
    pending: current.data === undefined && current.error === undefined,
  };
}

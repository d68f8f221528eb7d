import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

// One cache for the whole visit, shared by every page that uses it.
const queryClient = createQueryClient();

/**
 * Gives a page TanStack Query. Loaded with the first page that needs it, so pages that do not
 * (the home page) stay small to download.
 */
export function QueryIsland({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

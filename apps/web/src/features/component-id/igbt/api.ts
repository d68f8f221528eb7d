import type { IgbtSearchResult, OptoSearchResult } from '@electrobench/contracts/transistors';
import { MIN_QUERY_CHARS } from '@electrobench/contracts/transistors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const IGBT_PAGE_SIZE = 20;

/** The text query goes out only with at least 2 characters after trimming (SPEC section 5). */
export function igbtQuery(q: string, voltage: string, current: string, packageType: string, page: number) {
  const text = q.trim();
  return {
    q: text.length >= MIN_QUERY_CHARS ? text : '',
    voltage: voltage.trim(),
    current: current.trim(),
    package_type: packageType.trim(),
    page,
    limit: IGBT_PAGE_SIZE,
  };
}

export function useIgbtSearch(query: ReturnType<typeof igbtQuery>) {
  return useQuery({
    queryKey: ['igbt', 'search', query],
    queryFn: ({ signal }) => apiRequest<IgbtSearchResult>('/igbt-xref/search', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** Under 2 characters nothing is sent and the answer is empty (SPEC section 5). */
export const OPTO_PAGE_SIZE = 50;

export function useOptoSearch(q: string, outputType: string, page = 1) {
  const text = q.trim();
  return useQuery({
    queryKey: ['opto', 'search', text, outputType, page],
    queryFn: ({ signal }): Promise<OptoSearchResult> =>
      text.length < MIN_QUERY_CHARS
        ? Promise.resolve({ items: [], total: 0 })
        : apiRequest<OptoSearchResult>('/opto/search', {
            query: { q: text, output_type: outputType, page, limit: OPTO_PAGE_SIZE },
            signal,
          }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

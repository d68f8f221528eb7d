import type { IgbtSearchResult, Optocoupler, OptoSearchResult } from '@electrobench/contracts/transistors';
import { MIN_QUERY_CHARS } from '@electrobench/contracts/transistor-constants';
import { PAGE_SIZE } from '@electrobench/contracts/limits';
import { skipForPage, toPage } from '@electrobench/contracts/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The text query goes out only with at least 2 characters after trimming (SPEC section 5). */
export function igbtQuery(q: string, voltage: string, current: string, packageType: string, page: number) {
  const text = q.trim();
  return {
    q: text.length >= MIN_QUERY_CHARS ? text : '',
    voltage: voltage.trim(),
    current: current.trim(),
    package_type: packageType.trim(),
    skip: skipForPage(page, PAGE_SIZE.userLists),
    limit: PAGE_SIZE.userLists,
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
export function useOptoSearch(q: string, outputType: string, page = 1) {
  const text = q.trim();
  return useQuery({
    queryKey: ['opto', 'search', text, outputType, page],
    queryFn: ({ signal }): Promise<OptoSearchResult> =>
      text.length < MIN_QUERY_CHARS
        ? Promise.resolve(toPage<Optocoupler>([], 0, { skip: 0, limit: PAGE_SIZE.optoSearch }))
        : apiRequest<OptoSearchResult>('/opto/search', {
            query: {
              q: text,
              output_type: outputType,
              skip: skipForPage(page, PAGE_SIZE.optoSearch),
              limit: PAGE_SIZE.optoSearch,
            },
            signal,
          }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

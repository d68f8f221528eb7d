import type { DiodeMarkingPage, FuseMarkingPage, IcLogo } from '@electrobench/contracts/components';
import { PAGE_SIZE } from '@electrobench/contracts/limits';
import { skipForPage } from '@electrobench/contracts/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const LIMIT = PAGE_SIZE.markings;
const REFERENCE = { staleTime: 5 * 60_000, placeholderData: keepPreviousData } as const;

export function useDiodeMarkings(q: string, kind: string, page: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['markings', 'diodes', q, kind, page],
    queryFn: ({ signal }) =>
      apiRequest<DiodeMarkingPage>('/markings/diodes', {
        query: { q, kind, skip: skipForPage(page, LIMIT), limit: LIMIT },
        signal,
      }),
    ...REFERENCE,
  });
}

export function useFuseMarkings(q: string, page: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['markings', 'fuses', q, page],
    queryFn: ({ signal }) =>
      apiRequest<FuseMarkingPage>('/markings/fuses', {
        query: { q, skip: skipForPage(page, LIMIT), limit: LIMIT },
        signal,
      }),
    ...REFERENCE,
  });
}

export function useIcLogos(q: string) {
  return useQuery({
    queryKey: ['ic-logos', q],
    queryFn: ({ signal }) => apiRequest<IcLogo[]>('/ic-logos/', { query: { q }, signal }),
    ...REFERENCE,
  });
}

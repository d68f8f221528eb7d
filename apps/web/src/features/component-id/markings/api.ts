import type { DiodeMarkingPage, FuseMarkingPage, IcLogo } from '@electrobench/contracts/components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const REFERENCE = { staleTime: 5 * 60_000, placeholderData: keepPreviousData } as const;
export const MARKINGS_PAGE_SIZE = 50;

export function useDiodeMarkings(q: string, kind: string, page: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['markings', 'diodes', q, kind, page],
    queryFn: ({ signal }) =>
      apiRequest<DiodeMarkingPage>('/markings/diodes', {
        query: { q, kind, page, limit: MARKINGS_PAGE_SIZE },
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
        query: { q, page, limit: MARKINGS_PAGE_SIZE },
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

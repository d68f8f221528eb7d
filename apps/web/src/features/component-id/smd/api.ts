import type { SmdComponentInput, SmdSearchResult } from '@electrobench/contracts/components';
import type { Submission, SubmissionsPage } from '@electrobench/contracts/submissions';
import { PAGE_SIZE } from '@electrobench/contracts/limits';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SmdQuery {
  search_term: string;
  page: number;
  package: string;
  manufacturer: string;
  pin_count: string;
}

export function useSmdSearch(query: SmdQuery) {
  return useQuery({
    queryKey: ['smd', 'search', query],
    queryFn: ({ signal }) =>
      apiRequest<SmdSearchResult>('/smd/', { query: { ...query, limit: PAGE_SIZE.smdSearch }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

const MINE_KEY = ['submissions', 'mine'] as const;

export function useMySubmissions(enabled: boolean) {
  return useQuery({
    queryKey: MINE_KEY,
    queryFn: () =>
      apiRequest<SubmissionsPage>('/submissions/smd/', {
        query: { mine: 'true', limit: PAGE_SIZE.userLists },
      }),
    enabled,
  });
}

export function useSaveSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SmdComponentInput }) =>
      apiRequest<Submission>(id === null ? '/submissions/smd/' : `/submissions/smd/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: MINE_KEY }),
  });
}

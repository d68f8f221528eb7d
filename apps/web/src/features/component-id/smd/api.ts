import type { SmdComponentInput, SmdSearchResult } from '@electrobench/contracts/components';
import type { ListItem, ListSummary } from '@electrobench/contracts/lists';
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

export const LISTS_KEY = ['lists'] as const;

export function useMyLists(enabled: boolean) {
  return useQuery({ queryKey: LISTS_KEY, queryFn: () => apiRequest<ListSummary[]>('/lists/'), enabled });
}

/** Adds a part to an existing list, or to a new one created on the way. */
export function useAddToList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      listId: number | null;
      newName: string;
      componentId: number;
      note: string;
    }) => {
      const listId =
        input.listId ??
        (await apiRequest<ListSummary>('/lists/', { method: 'POST', body: { name: input.newName } })).id;
      const item = await apiRequest<ListItem>(`/lists/${listId}/items`, {
        method: 'POST',
        body: { component_id: input.componentId, note: input.note },
      });
      return { listId, item };
    },
    onSettled: () => client.invalidateQueries({ queryKey: LISTS_KEY }),
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

import type { ListDetail, ListSummary } from '@electrobench/contracts/lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const LISTS = ['lists'] as const;
const listKey = (id: number) => ['lists', id] as const;

export function useLists() {
  return useQuery({ queryKey: LISTS, queryFn: () => apiRequest<ListSummary[]>('/lists/') });
}

export function useList(id: number) {
  return useQuery({
    queryKey: listKey(id),
    queryFn: () => apiRequest<ListDetail>(`/lists/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Every list change refreshes the overview and the list itself. */
function useListMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: LISTS }) });
}

export const useCreateList = () =>
  useListMutation((name: string) => apiRequest<ListSummary>('/lists/', { method: 'POST', body: { name } }));

export const useRenameList = () =>
  useListMutation(({ id, name }: { id: number; name: string }) =>
    apiRequest<ListSummary>(`/lists/${id}`, { method: 'PUT', body: { name } }),
  );

export const useDeleteList = () =>
  useListMutation((id: number) => apiRequest(`/lists/${id}`, { method: 'DELETE' }));

export const useRemoveItem = () =>
  useListMutation((itemId: number) => apiRequest(`/lists/items/${itemId}`, { method: 'DELETE' }));

import type { ListDetail, ListItem, ListSummary, UpdateListItemInput } from '@electrobench/contracts/lists';
import type { ListItemKind } from '@electrobench/contracts/list-constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFile, apiRequest } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';

const LISTS = ['lists'] as const;
const listKey = (id: number) => ['lists', id] as const;

export function useLists(enabled = true) {
  return useQuery({ queryKey: LISTS, queryFn: () => apiRequest<ListSummary[]>('/lists/'), enabled });
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

export const useUpdateItem = () =>
  useListMutation(({ id, ...body }: UpdateListItemInput & { id: number }) =>
    apiRequest<ListItem>(`/lists/items/${id}`, { method: 'PUT', body }),
  );

export interface AddToListInput {
  /** null: create a list named `newName` first. */
  listId: number | null;
  newName: string;
  kind: ListItemKind;
  partId: number;
  quantity: number;
  note: string;
}

/** Adds a part to an existing list, or to a new one created on the way. */
export const useAddToList = () =>
  useListMutation(async (input: AddToListInput) => {
    const listId =
      input.listId ??
      (await apiRequest<ListSummary>('/lists/', { method: 'POST', body: { name: input.newName } })).id;
    const item = await apiRequest<ListItem>(`/lists/${listId}/items`, {
      method: 'POST',
      body: { kind: input.kind, part_id: input.partId, quantity: input.quantity, note: input.note },
    });
    return { listId, item };
  });

/** Downloads the list as the server writes it (CSV), under the server's file name. */
export const useExportList = () =>
  useMutation({
    mutationFn: async (id: number) => {
      const file = await apiFile(`/lists/${id}/export.csv`, 'list.csv');
      downloadBlob(file.name, file.blob);
    },
  });

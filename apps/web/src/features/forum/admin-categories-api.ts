import type { CategoryInput, ForumCategory } from '@electrobench/contracts/forum';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { FORUM_KEY } from './forum-api';

const BASE = '/admin/forum/categories';
const ADMIN_KEY = [...FORUM_KEY, 'admin', 'categories'] as const;

export function useAdminCategories() {
  return useQuery({
    queryKey: ADMIN_KEY,
    queryFn: ({ signal }) => apiRequest<ForumCategory[]>(BASE, { signal }),
  });
}

/** Category changes show on the public forum too, so every forum answer is refreshed. */
function useCategoryMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: FORUM_KEY }) });
}

export const useCreateCategory = () =>
  useCategoryMutation((input: CategoryInput) =>
    apiRequest<ForumCategory>(BASE, { method: 'POST', body: input }),
  );

export const useUpdateCategory = () =>
  useCategoryMutation(({ id, input }: { id: number; input: CategoryInput }) =>
    apiRequest<ForumCategory>(`${BASE}/${id}`, { method: 'PUT', body: input }),
  );

export const useDeleteCategory = () =>
  useCategoryMutation(({ id, moveTo }: { id: number; moveTo: number | null }) =>
    apiRequest(`${BASE}/${id}`, { method: 'DELETE', query: { move_to: moveTo } }),
  );

export const useReorderCategories = () =>
  useCategoryMutation((orderedIds: number[]) =>
    apiRequest<ForumCategory[]>(`${BASE}/reorder`, { method: 'PUT', body: { ordered_ids: orderedIds } }),
  );

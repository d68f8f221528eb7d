import type { CircuitInput, CircuitSummary, SavedCircuit } from '@electrobench/contracts/circuits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

const LIST_KEY = ['circuits'] as const;

/** The member's saved circuits (newest change first); off for guests. */
export function useSavedCircuits(enabled: boolean) {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: () => apiRequest<CircuitSummary[]>('/circuits/'),
    enabled,
  });
}

export function useOpenCircuit() {
  return useMutation({ mutationFn: (id: number) => apiRequest<SavedCircuit>(`/circuits/${id}`) });
}

/** Saves as a new circuit, or over an existing one when an id is given. */
export function useSaveCircuit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CircuitInput }) =>
      id === null
        ? apiRequest<SavedCircuit>('/circuits/', { method: 'POST', body: input })
        : apiRequest<SavedCircuit>(`/circuits/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

export function useDeleteCircuit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ detail: string }>(`/circuits/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

import type {
  AdminComponentsPage,
  CatalogueKindInfo,
  ImportReport,
  SmdComponent,
  SmdComponentInput,
} from '@electrobench/contracts/components';
import type { CatalogueKind } from '@electrobench/contracts/component-constants';
import type {
  ReviewInput,
  Submission,
  SubmissionStatus,
  SubmissionsPage,
} from '@electrobench/contracts/submissions';
import { PAGE_SIZE } from '@electrobench/contracts/limits';
import { skipForPage } from '@electrobench/contracts/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

const LIMIT = PAGE_SIZE.userLists;
const COMPONENTS = ['admin', 'components'] as const;

export function useAdminComponents(search: string, page: number) {
  return useQuery({
    queryKey: [...COMPONENTS, search, page],
    queryFn: ({ signal }) =>
      apiRequest<AdminComponentsPage>('/admin/components', {
        query: { search, skip: skipForPage(page, LIMIT), limit: LIMIT },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveComponent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SmdComponentInput }) =>
      apiRequest<SmdComponent>(id === null ? '/admin/components' : `/admin/components/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: COMPONENTS }),
  });
}

export function useDeleteComponent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/admin/components/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: COMPONENTS }),
  });
}

export function useCatalogueKinds() {
  return useQuery({
    queryKey: ['admin', 'catalogue-kinds'],
    queryFn: () => apiRequest<CatalogueKindInfo[]>('/admin/catalogue-import/kinds'),
    staleTime: Infinity,
  });
}

export type ImportOutcome =
  | { committed: true; report: ImportReport }
  | { committed: false; summary: string; rows: { line: number; message: string }[] };

/**
 * A refused import (422) lists its rejected rows as issues with loc ["file", line]; that is an
 * outcome to show, not a failure, so it is returned rather than thrown.
 */
export function useImportCatalogue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: CatalogueKind; file: File }): Promise<ImportOutcome> => {
      const form = new FormData();
      form.append('file', file);
      try {
        const report = await apiRequest<ImportReport>(`/admin/catalogue-import/${kind}`, {
          method: 'POST',
          body: form,
        });
        return { committed: true, report };
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 422 || error.issues.length === 0) throw error;
        const rows = error.issues
          .filter((i) => typeof i.loc[1] === 'number')
          .map((i) => ({ line: Number(i.loc[1]), message: i.msg }));
        const summary = error.issues.find((i) => i.loc.length === 1)?.msg ?? error.message;
        return { committed: false, summary, rows };
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: COMPONENTS }),
  });
}

const SUBMISSIONS = ['admin', 'submissions'] as const;

export function useSubmissions(status: SubmissionStatus, page: number) {
  return useQuery({
    queryKey: [...SUBMISSIONS, status, page],
    queryFn: ({ signal }) =>
      apiRequest<SubmissionsPage>('/submissions/smd/', {
        query: { status, skip: skipForPage(page, LIMIT), limit: LIMIT },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: number; review: ReviewInput }) =>
      apiRequest<Submission>(`/submissions/smd/${id}/review`, { method: 'POST', body: review }),
    onSettled: () => client.invalidateQueries({ queryKey: SUBMISSIONS }),
  });
}

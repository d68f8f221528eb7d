import { PAGE_SIZE } from '@electrobench/contracts/limits';
import { skipForPage } from '@electrobench/contracts/paging';
import type {
  Reminder as ApiReminder,
  ReminderList as ApiReminderList,
} from '@electrobench/contracts/reminders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import {
  reminderFromApi,
  reminderPageFromApi,
  reminderPatchToApi,
  type ReminderDraft,
  type ReminderPatch,
} from './reminder-model';

const REMINDERS = ['reminders'] as const;

export function useReminders(page: number, showCompleted: boolean) {
  const limit = PAGE_SIZE.reminders;
  return useQuery({
    queryKey: [...REMINDERS, { page, showCompleted }],
    queryFn: async () =>
      reminderPageFromApi(
        await apiRequest<ApiReminderList>('/reminders', {
          query: { skip: skipForPage(page, limit), limit, show_completed: showCompleted },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every change refetches the list pages: order and counts may move. */
function useReminderMutation<I>(fn: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: REMINDERS }) });
}

export const useCreateReminder = () =>
  useReminderMutation(async (draft: ReminderDraft) =>
    reminderFromApi(
      await apiRequest<ApiReminder>('/reminders', { method: 'POST', body: reminderPatchToApi(draft) }),
    ),
  );

export const useUpdateReminder = () =>
  useReminderMutation(async ({ id, patch }: { id: number; patch: ReminderPatch }) =>
    reminderFromApi(
      await apiRequest<ApiReminder>(`/reminders/${id}`, { method: 'PUT', body: reminderPatchToApi(patch) }),
    ),
  );

export const useDeleteReminder = () =>
  useReminderMutation((id: number) => apiRequest(`/reminders/${id}`, { method: 'DELETE' }));

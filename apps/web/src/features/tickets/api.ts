import { PAGE_SIZE } from '@electrobench/contracts/limits';
import { skipForPage } from '@electrobench/contracts/paging';
import type { Paged } from '@electrobench/contracts/paging';
import type { Ticket, TicketInput, TicketStatus } from '@electrobench/contracts/tickets';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

const TICKETS = ['admin', 'tickets'] as const;
// The dashboard shows ticket counts; a change here makes it refetch too.
const DASHBOARD = ['admin', 'dashboard'] as const;

export interface TicketReceipt {
  id: number;
  title: string;
  status: TicketStatus;
  created_at: string;
}

export function useSubmitTicket() {
  return useMutation({
    mutationFn: (input: TicketInput) =>
      apiRequest<TicketReceipt>('/tickets/', { method: 'POST', body: input }),
  });
}

export function useAdminTickets(page: number, status: TicketStatus | null) {
  const limit = PAGE_SIZE.adminTickets;
  return useQuery({
    queryKey: [...TICKETS, 'list', { page, status }],
    queryFn: () =>
      apiRequest<Paged<Ticket>>('/admin/tickets', {
        query: { skip: skipForPage(page, limit), limit, status },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminTicket(id: number) {
  return useQuery({
    queryKey: [...TICKETS, 'one', id],
    queryFn: () => apiRequest<Ticket>(`/admin/tickets/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** After a change the lists and the dashboard (which counts open tickets) are fetched again. */
function useInvalidateTickets() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [...TICKETS, 'list'] }),
      client.invalidateQueries({ queryKey: DASHBOARD }),
    ]);
}

export function useSetTicketStatus() {
  const client = useQueryClient();
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: TicketStatus }) =>
      apiRequest<Ticket>(`/admin/tickets/${id}`, { method: 'PUT', body: { status } }),
    onSuccess: (ticket) => {
      client.setQueryData([...TICKETS, 'one', ticket.id], ticket);
      return invalidate();
    },
  });
}

export function useDeleteTicket() {
  const client = useQueryClient();
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/admin/tickets/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: [...TICKETS, 'one', id] });
      return invalidate();
    },
  });
}

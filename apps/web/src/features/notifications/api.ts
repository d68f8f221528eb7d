import type { NotificationList } from '@electrobench/contracts/notifications';
import { skipForPage } from '@electrobench/contracts/paging';
import { apiRequest } from '../../lib/api-client';

export function fetchNotifications(page: number, limit: number): Promise<NotificationList> {
  return apiRequest<NotificationList>('/users/me/notifications', {
    query: { skip: skipForPage(page, limit), limit },
  });
}

export const markRead = (id: number) => apiRequest(`/users/me/notifications/${id}/read`, { method: 'POST' });
export const deleteNotification = (id: number) =>
  apiRequest(`/users/me/notifications/${id}`, { method: 'DELETE' });
export const clearAllNotifications = () =>
  apiRequest('/users/me/notifications/clear-all', { method: 'POST' });

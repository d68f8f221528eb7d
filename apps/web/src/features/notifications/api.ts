import type { NotificationList } from '@electrobench/contracts/notifications';
import { apiRequest } from '../../lib/api-client';

export const DRAWER_PAGE_SIZE = 30;
/** SPEC section 9: a realtime event refreshes page 1 with this limit. */
export const EVENT_REFRESH_LIMIT = 10;

export function fetchNotifications(page: number, limit: number): Promise<NotificationList> {
  return apiRequest<NotificationList>('/users/me/notifications', {
    query: { skip: (page - 1) * limit, limit },
  });
}

export const markRead = (id: number) => apiRequest(`/users/me/notifications/${id}/read`, { method: 'POST' });
export const deleteNotification = (id: number) =>
  apiRequest(`/users/me/notifications/${id}`, { method: 'DELETE' });
export const clearAllNotifications = () =>
  apiRequest('/users/me/notifications/clear-all', { method: 'POST' });

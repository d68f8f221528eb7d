import { ApiError } from '../../lib/api-error';

/** SPEC section 8, notification list. */
export function listErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 401 ? 'Authentication error.' : `Error ${error.status}: ${error.message}`;
  }
  return error instanceof Error && error.message ? error.message : 'Could not fetch notifications.';
}

export const NOT_FOUND_TEXT = 'Notification not found (perhaps already cleared).';

/** SPEC section 8, clearing one notification. */
export function clearErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return NOT_FOUND_TEXT;
    if (error.status === 401) return 'Authentication error.';
    return `Error ${error.status}: ${error.message}`;
  }
  return 'Failed to clear notification.';
}

export const CLEAR_ALL_DONE = 'All notifications cleared.';
export const CLEAR_ALL_FAILED = 'Failed to clear all notifications.';

import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-error';
import { unreadCountErrorText } from './use-unread-count';

describe('unread count errors', () => {
  it('uses the texts of the error catalogue', () => {
    expect(unreadCountErrorText(new ApiError('Too many requests', 429, 'x'))).toBe(
      'Rate limit exceeded. Notification count may be outdated.',
    );
    expect(unreadCountErrorText(new ApiError('Auth failed/expired.', 401, undefined))).toBeNull();
    expect(unreadCountErrorText(new ApiError('Request failed (500)', 500, undefined))).toBe(
      'Error 500: Request failed (500)',
    );
    expect(unreadCountErrorText(new NetworkError('Network/client error: offline'))).toBe(
      'Network/client error: offline',
    );
  });
});

import type { TokenResponse } from '@electrobench/contracts/auth';
import type { User } from '@electrobench/contracts/users';
import { apiRequest } from '../api-client';
import { ApiError } from '../api-error';
import { clearAccessToken } from '../token-storage';

export function fetchMe(): Promise<User> {
  return apiRequest<User>('/users/me');
}

/**
 * The signed-in user, or null for a guest. Works without a stored access token too: the 401 makes
 * the client try the refresh cookie first.
 */
export async function fetchMeOrNull(): Promise<User | null> {
  try {
    return await fetchMe();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      clearAccessToken();
      return null;
    }
    throw error;
  }
}

export function requestAccessToken(username: string, password: string): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/auth/login/access-token', {
    method: 'POST',
    body: new URLSearchParams({ username, password }),
  });
}

export function requestLogout(): Promise<unknown> {
  return apiRequest('/auth/logout', { method: 'POST' });
}

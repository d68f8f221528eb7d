import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@electrobench/contracts/theme';
import { makeUser } from '../../test/fixtures';
import { toastStore, TOAST_ROOT_ID } from '../../ui/toast/toast';
import { AuthProvider } from './auth-provider';
import { useAuth } from './use-auth';

const USER = makeUser({ is_superuser: true });

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

/** A fake API: `routes` maps "METHOD /path" to an answer; everything else is a 401. */
function serve(routes: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url.replace('/api/v1', '')}`;
      return Promise.resolve(routes[key]?.() ?? json(401, { detail: 'Not authenticated' }));
    }),
  );
}

function renderAuth() {
  const wrapper = ({ children }: { children: ReactNode }) => <AuthProvider>{children}</AuthProvider>;
  return renderHook(() => useAuth(), { wrapper });
}

let toastRoot: HTMLElement;
beforeEach(() => {
  toastRoot = document.createElement('div');
  toastRoot.id = TOAST_ROOT_ID;
  document.body.append(toastRoot);
});
afterEach(() => {
  toastRoot.remove();
  vi.unstubAllGlobals();
});

describe('auth state', () => {
  it('starts loading and ends as a guest when neither token nor cookie works', async () => {
    serve({ 'POST /auth/refresh-token': () => json(401, { detail: 'Refresh token missing or expired.' }) });
    const { result } = renderAuth();
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
    expect(result.current.user).toBeNull();
  });

  it('restores a session from the refresh cookie alone', async () => {
    serve({
      'POST /auth/refresh-token': () => json(200, { access_token: 'fresh', token_type: 'bearer' }),
      'GET /users/me': () => json(200, USER),
    });
    // The first /users/me (no token) is refused, the retry after the refresh succeeds.
    const fetchMock = vi.mocked(fetch);
    fetchMock.mockImplementationOnce(() => Promise.resolve(json(401)));
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(result.current.user?.username).toBe('ada');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('fresh');
  });

  it('logs in, sets the admin flag from is_superuser, and logs out', async () => {
    serve({ 'POST /auth/refresh-token': () => json(401) });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));

    serve({
      'POST /auth/login/access-token': () => json(200, { access_token: 'tok', token_type: 'bearer' }),
      'GET /users/me': () => json(200, USER),
      'POST /auth/logout': () => json(200, { detail: 'Logged out.' }),
    });
    await act(() => result.current.login('ada', 'pw'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'authenticated', isAdmin: true }));

    await act(() => result.current.logout());
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'unauthenticated', user: null, isAdmin: false }),
    );
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it("prefixes a refused login with 'Login failed:'", async () => {
    serve({
      'POST /auth/login/access-token': () => json(401, { detail: 'Incorrect username or password.' }),
    });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
    await expect(result.current.login('ada', 'bad')).rejects.toThrow(
      'Login failed: Incorrect username or password.',
    );
  });

  it('logs out again when the user cannot be loaded after login', async () => {
    serve({ 'POST /auth/refresh-token': () => json(401) });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
    serve({
      'POST /auth/login/access-token': () => json(200, { access_token: 'tok', token_type: 'bearer' }),
      'GET /users/me': () => json(500),
      'POST /auth/logout': () => json(200, { detail: 'Logged out.' }),
    });
    await expect(result.current.login('ada', 'pw')).rejects.toThrow(
      'Login succeeded but failed to fetch user details.',
    );
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
  });

  it('warns for 7 s when the server session could not be cleared, and still logs out', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    serve({ 'GET /users/me': () => json(200, USER), 'POST /auth/logout': () => json(500) });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    await act(() => result.current.logout());
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
    expect(toastStore.getSnapshot()).toMatchObject([
      {
        variant: 'warning',
        title: 'Logout Issue',
        message: 'Could not fully clear session from server. Please clear browser cookies if issues persist.',
        durationMs: 7000,
      },
    ]);
  });

  it('drops the user at once when the refresh token was reused', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    serve({ 'GET /users/me': () => json(200, USER) });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    serve({ 'POST /auth/refresh-token': () => json(401, { detail: 'Refresh token reused or invalidated' }) });
    await act(() => result.current.refreshUser());
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });
});

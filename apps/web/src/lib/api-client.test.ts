import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@electrobench/contracts/theme';
import { apiRequest, buildUrl } from './api-client';
import { ApiError } from './api-error';
import { onAuthLost, type AuthLostReason } from './auth-events';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function bearer(init: RequestInit): string | null {
  return new Headers(init.headers).get('Authorization');
}

let fetchMock: ReturnType<typeof vi.fn<Handler>>;
function route(handler: Handler) {
  fetchMock = vi.fn<Handler>(handler);
  vi.stubGlobal('fetch', fetchMock);
}
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.startsWith(`/api/v1${path}`));

beforeEach(() => localStorage.setItem(STORAGE_KEYS.accessToken, 'old-token'));
afterEach(() => vi.unstubAllGlobals());

describe('requests', () => {
  it('sends the stored bearer token, cookies and a JSON body', async () => {
    route(() => json(200, { ok: true }));
    await expect(apiRequest('/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/things');
    expect(init.credentials).toBe('include');
    expect(bearer(init)).toBe('Bearer old-token');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('sends form data untouched and leaves empty query values out', async () => {
    route(() => json(200, {}));
    const form = new URLSearchParams({ username: 'ann' });
    await apiRequest('/x', { method: 'POST', body: form });
    expect(fetchMock.mock.calls[0]![1].body).toBe(form);
    expect(buildUrl('/smd/', { search_term: 'A7', page: 2, package: '', pin_count: null })).toBe(
      '/api/v1/smd/?search_term=A7&page=2',
    );
  });
});

describe('error messages', () => {
  const cases: [string, Response, string][] = [
    ['a detail string', json(404, { detail: 'User not found.' }), 'User not found.'],
    [
      'a detail list as JSON text',
      json(422, { detail: [{ loc: ['body', 'email'], msg: 'Bad.', type: 'x' }] }),
      '[{"loc":["body","email"],"msg":"Bad.","type":"x"}]',
    ],
    ['no body', json(500), 'Request failed (500)'],
    ['a body without detail', json(503, { error: 'x' }), 'Request failed (503)'],
  ];
  it.each(cases)('uses %s', async (_name, response, message) => {
    route(() => response);
    await expect(apiRequest('/x')).rejects.toThrow(message);
  });

  it("reads 'Auth failed/expired.' for a 401 without a body after the retry", async () => {
    route((url) => (url.endsWith('/auth/refresh-token') ? json(200, { access_token: 'new' }) : json(401)));
    await expect(apiRequest('/users/me')).rejects.toThrow(
      new ApiError('Auth failed/expired.', 401, undefined),
    );
    expect(calls('/auth/refresh-token')).toHaveLength(1);
    expect(calls('/users/me')).toHaveLength(2);
  });

  it('reports network failures', async () => {
    route(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/x')).rejects.toThrow('Network/client error: Failed to fetch');
  });
});

describe('token refresh', () => {
  it('shares one refresh between concurrent 401s and retries each call once', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    route(async (url, init) => {
      if (url.endsWith('/auth/refresh-token')) {
        await refreshGate;
        return json(200, { access_token: 'new-token', token_type: 'bearer' });
      }
      return bearer(init) === 'Bearer new-token'
        ? json(200, { url })
        : json(401, { detail: 'Not authenticated' });
    });
    const pending = [apiRequest('/a'), apiRequest('/b'), apiRequest('/c')];
    await vi.waitFor(() => expect(calls('/auth/refresh-token')).toHaveLength(1));
    releaseRefresh();
    await expect(Promise.all(pending)).resolves.toEqual([
      { url: '/api/v1/a' },
      { url: '/api/v1/b' },
      { url: '/api/v1/c' },
    ]);
    expect(calls('/auth/refresh-token')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(7);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('new-token');
  });

  it('does not refresh after a failed login', async () => {
    route(() => json(401, { detail: 'Incorrect username or password.' }));
    await expect(apiRequest('/auth/login/access-token', { method: 'POST' })).rejects.toThrow(
      'Incorrect username or password.',
    );
    expect(calls('/auth/refresh-token')).toHaveLength(0);
  });

  it.each<[string, string, AuthLostReason]>([
    ['an expired refresh cookie', 'Refresh token missing or expired.', 'expired'],
    ['a reused refresh token', 'Refresh token reused or invalidated', 'reused'],
  ])('logs out on %s', async (_name, detail, reason) => {
    route((url) => json(401, { detail: url.endsWith('/auth/refresh-token') ? detail : 'Not authenticated' }));
    const lost = vi.fn();
    const stop = onAuthLost(lost);
    await expect(apiRequest('/users/me')).rejects.toThrow('Refresh token failed (401)');
    stop();
    expect(lost).toHaveBeenCalledExactlyOnceWith(reason);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('keeps the session when the refresh fails for a server error', async () => {
    route((url) => (url.endsWith('/auth/refresh-token') ? json(500) : json(401)));
    const lost = vi.fn();
    const stop = onAuthLost(lost);
    await expect(apiRequest('/users/me')).rejects.toThrow('Refresh token failed (500)');
    stop();
    expect(lost).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('old-token');
  });
});

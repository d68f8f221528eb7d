import { ApiError, NetworkError, errorFromResponse } from './api-error';
import { emitAuthLost } from './auth-events';
import { REFRESH_REUSED_DETAIL } from './auth/auth-messages';
import { clearAccessToken, getAccessToken, setAccessToken } from './token-storage';

export const API_BASE = '/api/v1';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** FormData and URLSearchParams are sent as they are; anything else as JSON. */
  body?: unknown;
  /** Empty values (null, undefined, '') are left out of the query string. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

// A 401 from these means the credentials themselves are wrong; refreshing cannot help.
const NO_REFRESH_PATHS = new Set(['/auth/login/access-token', '/auth/refresh-token']);

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof URLSearchParams) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new NetworkError(`Network/client error: ${reason}`);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { detail: text };
  }
}

async function parse<T>(response: Response): Promise<T> {
  const body = await readBody(response);
  if (!response.ok) throw errorFromResponse(response.status, body);
  return body as T;
}

let pendingRefresh: Promise<string> | null = null;

async function runRefresh(): Promise<string> {
  const response = await send('/auth/refresh-token', { method: 'POST' }, null);
  const body = await readBody(response);
  if (!response.ok) {
    const detail = typeof body === 'object' && body !== null && 'detail' in body ? body.detail : undefined;
    if (detail === REFRESH_REUSED_DETAIL) {
      clearAccessToken();
      emitAuthLost('reused');
    } else if (response.status === 401 || response.status === 403) {
      clearAccessToken();
      emitAuthLost('expired');
    }
    throw new ApiError(`Refresh token failed (${response.status})`, response.status, detail);
  }
  const token =
    typeof body === 'object' && body !== null && 'access_token' in body ? body.access_token : null;
  if (typeof token !== 'string' || !token) {
    throw new ApiError(`Refresh token failed (${response.status})`, response.status, body);
  }
  setAccessToken(token);
  return token;
}

/** Every caller that meets a 401 at the same time waits on this one refresh. */
export function refreshAccessToken(): Promise<string> {
  pendingRefresh ??= runRefresh().finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

/**
 * Calls the API with the stored bearer token and the cookies. A 401 (except on login and refresh)
 * refreshes the access token once, shared by concurrent callers, and retries the call once.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return parse<T>(await sendWithRefresh(path, options));
}

async function sendWithRefresh(path: string, options: RequestOptions): Promise<Response> {
  const usedToken = getAccessToken();
  const response = await send(path, options, usedToken);
  if (response.status !== 401 || NO_REFRESH_PATHS.has(path)) return response;

  // Another caller may already have replaced the token this request was sent with.
  const current = getAccessToken();
  const token = current && current !== usedToken ? current : await refreshAccessToken();
  return send(path, options, token);
}

/**
 * A file from the API (e.g. a CSV export) with the same token handling as apiRequest; the name is
 * the one the server gives in Content-Disposition, else `fallbackName`.
 */
export async function apiFile(path: string, fallbackName: string): Promise<{ blob: Blob; name: string }> {
  const response = await sendWithRefresh(path, {});
  if (!response.ok) throw errorFromResponse(response.status, await readBody(response));
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), name };
}

import type { Credentials } from './app';

/** A member's API session for arranging forum data quickly (the pages under test stay in the browser). */
export interface ApiSession {
  call: <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;
}

export async function apiSession(baseUrl: string, account: Credentials): Promise<ApiSession> {
  const form = new URLSearchParams({ username: account.username, password: account.password });
  const login = await fetch(`${baseUrl}/api/v1/auth/login/access-token`, { method: 'POST', body: form });
  if (!login.ok) throw new Error(`login as ${account.username}: ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return {
    call: async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${baseUrl}/api/v1${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}

export async function firstCategory(baseUrl: string): Promise<{ id: number; slug: string; name: string }> {
  const response = await fetch(`${baseUrl}/api/v1/forum/categories`);
  const [first] = (await response.json()) as { id: number; slug: string; name: string }[];
  if (!first) throw new Error('the forum has no category');
  return first;
}

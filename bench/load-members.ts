// Members, a forum thread and sticky notes for the mixed load benchmark, made through the public API
// of the running server (signup, the mailed verification link read from its log, login).
import type { RunningServer } from './server-harness';

export type LoadMember = { id: number; token: string; username: string };

const PASSWORD = 'load-bench-password-71';

async function api<T>(server: RunningServer, method: string, url: string, token?: string, body?: object) {
  const res = await fetch(`${server.base}/api/v1${url}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body && { 'content-type': 'application/json' }),
    },
    ...(body && { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function member(server: RunningServer, username: string): Promise<LoadMember> {
  const email = `${username}@example.test`;
  await api(server, 'POST', '/auth/signup', undefined, { email, username, password: PASSWORD });
  let token: string | undefined;
  for (let i = 0; i < 100 && !token; i++) {
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes(email) && l.includes('verify-email'));
    token = line ? /verify-email\?token=([\w-]+)/.exec(line)?.[1] : undefined;
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  if (!token) throw new Error(`no verification link for ${email}`);
  await api(server, 'GET', `/auth/verify-email?token=${token}`);
  const res = await fetch(`${server.base}/api/v1/auth/login/access-token`, {
    method: 'POST',
    body: new URLSearchParams({ username, password: PASSWORD }),
  });
  const { access_token } = (await res.json()) as { access_token: string };
  const me = await api<{ id: number }>(server, 'GET', '/users/me', access_token);
  return { id: me.id, token: access_token, username };
}

export type LoadWorld = {
  members: LoadMember[];
  categoryId: number;
  threadId: number;
  /** One sticky note per member, which that member keeps editing. */
  noteIds: number[];
  call: typeof api;
};

export async function loadWorld(server: RunningServer, count: number, tag: string): Promise<LoadWorld> {
  const members: LoadMember[] = [];
  for (let i = 0; i < count; i++) members.push(await member(server, `load_${tag}_${i}`));
  const [category] = await api<{ id: number }[]>(server, 'GET', '/forum/categories');
  if (!category) throw new Error('no forum category');
  const thread = await api<{ id: number }>(
    server,
    'POST',
    `/forum/categories/${category.id}/threads`,
    members[0]!.token,
    {
      title: 'Load test: SMPS with a dead start-up circuit',
      content: 'Replies keep coming in while guests read and search.',
    },
  );
  const noteIds: number[] = [];
  for (const m of members) {
    const list = await api<{ id: number }>(server, 'POST', '/sticky-notes/lists', m.token, { name: 'Bench' });
    const note = await api<{ id: number }>(server, 'POST', `/sticky-notes/lists/${list.id}/notes`, m.token, {
      text: 'first',
    });
    noteIds.push(note.id);
  }
  return { members, categoryId: category.id, threadId: thread.id, noteIds, call: api };
}

import { eq } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { users } from '../src/db/schema/users';
import { bearer, createAccount, login, type Account, type TestApp } from './test-app';

/** A member with their id, as the DM, sticky-note and ticket tests need both. */
export type Member = Account & { id: number };

export async function createMember(t: TestApp): Promise<Member> {
  const account = await createAccount(t);
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(account) });
  return { ...account, id: me.json<{ id: number }>().id };
}

export async function createAdminMember(t: TestApp): Promise<Member> {
  const member = await createMember(t);
  await t.app.ctx.db.update(users).set({ isSuperuser: true }).where(eq(users.id, member.id));
  return { ...(await login(t, member.username, member.password, member.email)), id: member.id };
}

/** A JSON call as `who` (or a guest) to /api/v1<url>. */
export function caller(t: TestApp) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    who?: Account,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(who && { headers: bearer(who) }),
      ...(payload && { payload }),
    });
}

export type SocketInbox = {
  messages: Record<string, unknown>[];
  /** Resolves with the first received message matching `match`, waiting up to 3 s. */
  next: (match: (m: Record<string, unknown>) => boolean) => Promise<Record<string, unknown>>;
  close: () => void;
};

/** An authenticated /ws/notifications socket that keeps everything it receives. */
export async function openInbox(address: string, who: Account): Promise<SocketInbox> {
  const ws = new WebSocket(`${address.replace('http', 'ws')}/ws/notifications`);
  const messages: Record<string, unknown>[] = [];
  ws.on('message', (d) => messages.push(JSON.parse(String(d)) as Record<string, unknown>));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(JSON.stringify({ type: 'auth', token: who.token }));
  const next: SocketInbox['next'] = async (match) => {
    const until = Date.now() + 3000;
    for (;;) {
      const found = messages.find(match);
      if (found) return found;
      if (Date.now() > until) throw new Error(`no matching socket message in ${JSON.stringify(messages)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  await next((m) => m.type === 'auth_ok');
  return { messages, next, close: () => ws.close() };
}

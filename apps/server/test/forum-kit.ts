import { eq } from 'drizzle-orm';
import type { ForumPost, ThreadDetail } from '@electrobench/contracts/forum';
import { users } from '../src/db/schema/users';
import { bearer, createAccount, createTestApp, login, type Account, type TestApp } from './test-app';

/** A signed-in member with their id (forum answers name authors by id). */
export type Who = Account & { id: number };

export async function forumMember(t: TestApp, name?: string): Promise<Who> {
  const account = await createAccount(t, name);
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(account) });
  return { ...account, id: me.json<{ id: number }>().id };
}

export async function forumAdmin(t: TestApp): Promise<Who> {
  const m = await forumMember(t);
  await t.app.ctx.db.update(users).set({ isSuperuser: true }).where(eq(users.id, m.id));
  return { ...(await login(t, m.username, m.password, m.email)), id: m.id };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON call to /api/v1<url> as `who`, or as a guest when `who` is null. */
export function forumApi(t: TestApp) {
  return (who: Who | null, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: who ? bearer(who) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export async function firstCategoryId(t: TestApp): Promise<number> {
  const res = await forumApi(t)(null, 'GET', '/forum/categories');
  const [first] = res.json<{ id: number }[]>();
  if (!first) throw new Error('no forum category');
  return first.id;
}

export async function startThread(
  t: TestApp,
  who: Who,
  categoryId: number,
  body: { title?: string; content?: string; poll?: unknown } = {},
): Promise<ThreadDetail> {
  const res = await forumApi(t)(who, 'POST', `/forum/categories/${categoryId}/threads`, {
    title: body.title ?? 'Flyback supply dead after lightning',
    content: body.content ?? 'The 3842 gets no start-up voltage. Where do I look first?',
    ...(body.poll === undefined ? {} : { poll: body.poll }),
  });
  if (res.statusCode !== 201) throw new Error(`thread not created: ${res.statusCode} ${res.body}`);
  return res.json<ThreadDetail>();
}

export async function replyTo(
  t: TestApp,
  who: Who,
  threadId: number,
  content = 'Check the start-up resistor first; they drift open.',
  replyToPostId?: number,
): Promise<ForumPost> {
  const res = await forumApi(t)(who, 'POST', `/forum/threads/${threadId}/posts`, {
    content,
    ...(replyToPostId === undefined ? {} : { reply_to_post_id: replyToPostId }),
  });
  if (res.statusCode !== 201) throw new Error(`reply not created: ${res.statusCode} ${res.body}`);
  return res.json<ForumPost>();
}

type Members<N extends number, R extends Who[] = []> = R['length'] extends N ? R : Members<N, [...R, Who]>;

/** A fresh app with an admin, `count` members and the first category: the setup most forum tests share. */
export async function forumWorld<N extends number>(count: N) {
  const t = await createTestApp();
  const admin = await forumAdmin(t);
  const members: Who[] = [];
  for (let i = 0; i < count; i++) members.push(await forumMember(t));
  const categoryId = await firstCategoryId(t);
  return { t, api: forumApi(t), admin, members: members as Members<N>, categoryId };
}

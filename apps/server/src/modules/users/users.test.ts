import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import { savedCircuits } from '../../db/schema/circuits';
import { notifications } from '../../db/schema/notifications';
import { quizResults } from '../../db/schema/quiz';
import { reminders } from '../../db/schema/reminders';
import { smdLists } from '../../db/schema/smd-lists';
import { smdSubmissions } from '../../db/schema/smd-submissions';
import { users } from '../../db/schema/users';
import { deletedAccountName } from '@electrobench/contracts/users';
import { MEMBER_COUNT_TTL_MS } from './routes';
import { firstCategoryId, forumMember, startThread } from '../../../test/forum-kit';
import {
  bearer,
  createAccount,
  createTestApp,
  form,
  login,
  tokenFromMail,
  type TestApp,
} from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every private users route needs a valid access token', () => {
  const privateRoutes: [string, string][] = [
    ['GET', '/api/v1/users/me'],
    ['PATCH', '/api/v1/users/me'],
    ['PATCH', '/api/v1/users/me/notification-preferences'],
    ['POST', '/api/v1/users/me/change-password'],
    ['POST', '/api/v1/users/me/delete'],
    ['POST', '/api/v1/users/me/request-change-email'],
    ['GET', '/api/v1/users/search?q=a'],
  ];
  it.each(privateRoutes)('%s %s answers 401 without or with a forged token', async (method, url) => {
    const none = await t.app.inject({ method: method as 'GET', url });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: AUTH_DETAIL.notAuthenticated });
    const forged = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('GET /users/me', () => {
  it('returns the signed-in user with the spec fields and no secrets', async () => {
    const a = await createAccount(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(a) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: a.username,
      email: a.email,
      profile_image_url: null,
      is_superuser: false,
      accent: 'auto',
      forum_thread_count: 0,
      forum_post_count: 0,
      notify_email: true,
      notify_sound_general: true,
      notify_sound_dm: true,
      email_verified: true,
    });
    expect(Object.keys(res.json())).not.toContain('password_hash');
  });
});

describe('PATCH /users/me', () => {
  it('changes only the caller: accent and username as form data', async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: { ...bearer(a), ...form({}).headers },
      payload: form({ accent: 'alt3', username: `${a.username}x` }).payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accent: 'alt3', username: `${a.username}x` });
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(b) });
    expect(other.json()).toMatchObject({ accent: 'auto', username: b.username });
  });

  it('refuses an accent outside the list and a taken username', async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const patch = (data: Record<string, string>) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/users/me',
        headers: { ...bearer(a), ...form(data).headers },
        payload: form(data).payload,
      });
    const badAccent = await patch({ accent: 'neon' });
    expect(badAccent.statusCode).toBe(422);
    expect(badAccent.json().detail[0].loc).toEqual(['body', 'accent']);
    const taken = await patch({ username: b.username.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: AUTH_DETAIL.usernameTaken });
  });
});

describe('PATCH /users/me/notification-preferences', () => {
  it('switches each preference from form values and rejects non-booleans', async () => {
    const a = await createAccount(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/notification-preferences',
      headers: { ...bearer(a), ...form({}).headers },
      payload: form({ notify_email: 'false', notify_sound_dm: 'false' }).payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      notify_email: false,
      notify_sound_general: true,
      notify_sound_dm: false,
    });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/notification-preferences',
      headers: { ...bearer(a), ...form({}).headers },
      payload: form({ notify_email: 'maybe' }).payload,
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('POST /users/me/change-password', () => {
  it('needs the current password, then keeps this session and ends the others', async () => {
    const a = await createAccount(t);
    const other = await login(t, a.username, a.password);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/users/me/change-password', headers: bearer(a), payload });
    const wrong = await post({
      current_password: 'nope-nope-nope',
      new_password: 'fresh-oscilloscope-probe',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail[0]).toMatchObject({
      loc: ['body', 'current_password'],
      msg: AUTH_DETAIL.wrongPassword,
    });
    expect((await post({ current_password: a.password, new_password: 'short' })).statusCode).toBe(422);
    expect(
      (await post({ current_password: a.password, new_password: 'fresh-oscilloscope-probe' })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(a) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(other) })).statusCode,
    ).toBe(401);
    await expect(login(t, a.username, a.password)).rejects.toThrow();
    await login(t, a.username, 'fresh-oscilloscope-probe');
  });
});

describe('email change', () => {
  it('mails the new address and switches after the link is opened', async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/request-change-email',
        headers: bearer(a),
        payload,
      });
    expect((await post({ new_email: b.email, current_password: a.password })).statusCode).toBe(409);
    expect(
      (await post({ new_email: 'new@example.test', current_password: 'wrong-password' })).statusCode,
    ).toBe(400);
    expect((await post({ new_email: 'not-mail', current_password: a.password })).statusCode).toBe(422);
    expect(
      (await post({ new_email: 'new-home@example.test', current_password: a.password })).statusCode,
    ).toBe(200);
    const token = tokenFromMail(t.mails, 'new-home@example.test', 'confirm-email-change');
    const confirm = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/me/confirm-change-email?token=${token}`,
    });
    expect(confirm.statusCode).toBe(200);
    const meRes = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(a) });
    expect(meRes.json().email).toBe('new-home@example.test');
    const reuse = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/me/confirm-change-email?token=${token}`,
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('tells the old address once the change is confirmed, and nobody else', async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/request-change-email',
      headers: bearer(a),
      payload: { new_email: `moved-${a.username}@example.test`, current_password: a.password },
    });
    expect(res.statusCode).toBe(200);
    // Asking alone tells the old address nothing yet (anyone signed in could ask).
    expect(t.mails.filter((m) => m.to === a.email && /address was changed/i.test(m.subject))).toHaveLength(0);
    const token = tokenFromMail(t.mails, `moved-${a.username}@example.test`, 'confirm-email-change');
    const confirm = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/me/confirm-change-email?token=${token}`,
    });
    expect(confirm.statusCode).toBe(200);
    await vi.waitFor(() => {
      const notice = t.mails.filter((m) => m.to === a.email && /address was changed/i.test(m.subject));
      expect(notice).toHaveLength(1);
      expect(notice[0]?.text).toContain(`moved-${a.username}@example.test`);
    });
    expect(t.mails.filter((m) => m.to === b.email && /address was changed/i.test(m.subject))).toHaveLength(0);
  });
});

describe('POST /users/me/delete', () => {
  it('needs the password, erases personal data and ends access', async () => {
    const a = await createAccount(t);
    const del = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/delete',
        headers: bearer(a),
        payload: { password },
      });
    expect((await del('wrong-password')).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/users/me/delete',
          headers: bearer(a),
          payload: {},
        })
      ).statusCode,
    ).toBe(422);
    expect((await del(a.password)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(a) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/users/profile/${a.username}` })).statusCode,
    ).toBe(404);
    await expect(login(t, a.email, a.password)).rejects.toThrow();
    const avail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/check-email-availability?email=${encodeURIComponent(a.email)}`,
    });
    expect(avail.json()).toEqual({ available: true });
  });

  it('cannot be blocked by someone holding the names the old tombstones used', async () => {
    const a = await forumMember(t);
    const thread = await startThread(t, a, await firstCategoryId(t));
    // Squatters register the exact username and address a deleted account used to be renamed to.
    for (const [username, email] of [
      [`deleted-user-${a.id}`, `squatter-${a.id}@example.test`],
      [`squatter_${a.id}`, `deleted-${a.id}@deleted.invalid`],
    ]) {
      const signup = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: { email, username, password: 'solder-fume-extractor-9' },
      });
      expect(signup.statusCode, signup.body).toBe(201);
    }
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/delete',
      headers: bearer(a),
      payload: { password: a.password },
    });
    expect(del.statusCode, del.body).toBe(200);
    const shown = await t.app.inject({ method: 'GET', url: `/api/v1/forum/threads/${thread.id}` });
    expect(shown.json().author).toMatchObject({ id: a.id, username: deletedAccountName(a.id) });
    // The tombstone is nothing anyone can sign up with.
    const taken = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/check-username-availability?username=${encodeURIComponent(deletedAccountName(a.id))}`,
    });
    expect(taken.statusCode).toBe(422);
  });

  it("removes the member's own lists, circuits, quiz results, notifications, submissions and reminders, and nobody else's", async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const db = t.app.ctx.db;
    const idOf = async (name: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.username, name)))[0]!.id;
    const ids = [await idOf(a.username), await idOf(b.username)];
    for (const userId of ids) {
      await db.insert(smdLists).values({ ownerId: userId, name: 'Bench spares' });
      await db.insert(savedCircuits).values({
        ownerId: userId,
        name: 'Divider',
        document: { version: 1, title: 'Divider', parts: [], wires: [] },
        partCount: 0,
      });
      await db.insert(quizResults).values({ userId, topic: 'diodes', questionCount: 5, correctCount: 4 });
      await db.insert(notifications).values({ userId, type: 'TICKET_SUBMITTED', content: { title: 'x' } });
      await db.insert(reminders).values({ userId, title: 'Order 3842s', dueAt: new Date(), sendEmail: true });
      await db.insert(smdSubmissions).values({
        submitterId: userId,
        code: '1AM',
        partNumber: 'MMBT3904',
        manufacturer: 'onsemi',
        package: 'SOT-23',
        function: 'NPN transistor',
        pinCount: 3,
        source: 'onsemi MMBT3904 datasheet',
      });
    }
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/delete',
      headers: bearer(a),
      payload: { password: a.password },
    });
    expect(del.statusCode).toBe(200);
    const left = async (userId: number) => [
      (await db.select().from(smdLists).where(eq(smdLists.ownerId, userId))).length,
      (await db.select().from(savedCircuits).where(eq(savedCircuits.ownerId, userId))).length,
      (await db.select().from(quizResults).where(eq(quizResults.userId, userId))).length,
      (await db.select().from(notifications).where(eq(notifications.userId, userId))).length,
      (await db.select().from(smdSubmissions).where(eq(smdSubmissions.submitterId, userId))).length,
      (await db.select().from(reminders).where(eq(reminders.userId, userId))).length,
    ];
    expect(await left(ids[0]!)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await left(ids[1]!)).toEqual([1, 1, 1, 1, 1, 1]);
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(b) });
    expect(other.statusCode).toBe(200);
    await expect(login(t, b.username, b.password)).resolves.toMatchObject({ username: b.username });
  });
});

describe('public profile, search and member count', () => {
  it('shows public fields only', async () => {
    const a = await createAccount(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/profile/${a.username.toUpperCase()}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(a.username);
    expect(res.body).not.toContain(a.email);
    expect(Object.keys(res.json())).not.toContain('is_superuser');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/profile/nobody_here' })).statusCode).toBe(
      404,
    );
  });

  it('searches by username prefix with a default limit of 10 and [] for an empty query', async () => {
    const a = await createAccount(t, 'zeta_searcher');
    for (let i = 0; i < 11; i++) await createAccount(t, `zprefix_${i}`);
    const get = (q: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/users/search?${q}`, headers: bearer(a) });
    expect((await get('q=')).json()).toEqual([]);
    const hits = (await get('q=ZPREFIX')).json<{ username: string }[]>();
    expect(hits).toHaveLength(10);
    expect(hits.every((h) => h.username.startsWith('zprefix_'))).toBe(true);
    expect((await get('q=zprefix_1&limit=3')).json().map((h: { username: string }) => h.username)).toEqual([
      'zprefix_1',
      'zprefix_10',
    ]);
    expect((await get('q=%25')).json()).toEqual([]);
    expect((await get('q=a&limit=0')).statusCode).toBe(422);
  });

  it('hides accounts that never verified their address from profiles and search', async () => {
    const a = await createAccount(t);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { email: 'hidden-one@example.test', password: 'diode-drop-0.7v', username: 'hidden_one' },
    });
    expect(signup.statusCode).toBe(201);
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/users/profile/hidden_one' });
    expect(profile.statusCode).toBe(404);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/search?q=hidden_',
      headers: bearer(a),
    });
    expect(search.json()).toEqual([]);
    // Once verified, the member shows.
    const verify = tokenFromMail(t.mails, 'hidden-one@example.test', 'verify-email');
    await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email?token=${verify}` });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/profile/hidden_one' })).statusCode).toBe(
      200,
    );
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/search?q=hidden_',
      headers: bearer(a),
    });
    expect(found.json().map((u: { username: string }) => u.username)).toEqual(['hidden_one']);
  });

  it('counts verified members for anyone, refreshed at most every 15 s', async () => {
    const count = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/stats/total-count' })).json<{
        total_count: number;
      }>().total_count;
    const before = await count();
    await createAccount(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { email: 'unverified@example.test', password: 'diode-drop-0.7v', username: 'unverified' },
    });
    expect(await count()).toBe(before);
    t.clock.advance(MEMBER_COUNT_TTL_MS);
    expect(await count()).toBe(before + 1);
  });
});

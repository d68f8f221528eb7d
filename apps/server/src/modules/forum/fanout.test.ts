import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { Notification } from '@electrobench/contracts/notifications';
import { notifications } from '../../db/schema/notifications';
import {
  firstCategoryId,
  forumAdmin,
  forumApi,
  forumMember,
  replyTo,
  startThread,
  type Who,
} from '../../../test/forum-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ReturnType<typeof forumApi>;
let asker: Who;
let helper: Who;
let mentioned: Who;
let follower: Who;
let bystander: Who;
let categoryId: number;

const forumTypes = ['FORUM_REPLY', 'FORUM_MENTION', 'THREAD_SUBSCRIPTION'];

beforeAll(async () => {
  t = await createTestApp();
  api = forumApi(t);
  asker = await forumMember(t, 'asker_fan');
  helper = await forumMember(t, 'helper_fan');
  mentioned = await forumMember(t, 'mentioned_fan');
  follower = await forumMember(t, 'follower_fan');
  bystander = await forumMember(t, 'bystander_fan');
  categoryId = await firstCategoryId(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.ctx.db.delete(notifications).where(inArray(notifications.type, forumTypes));
});

/** Every forum notification now stored, as "user:type" (sorted), plus the full rows. */
async function inboxes() {
  const rows = await t.app.ctx.db.select().from(notifications).where(inArray(notifications.type, forumTypes));
  const names = new Map([asker, helper, mentioned, follower, bystander].map((w) => [w.id, w.username]));
  return {
    summary: rows.map((r) => `${names.get(r.userId)}:${r.type}`).sort(),
    rows,
  };
}

async function listOf(who: Who) {
  const res = await api(who, 'GET', '/users/me/notifications');
  return res.json<{ items: Notification[] }>().items.filter((n) => forumTypes.includes(n.type));
}

describe('forum notifications', () => {
  it('a new thread notifies only the members it mentions, never its author', async () => {
    await startThread(t, asker, categoryId, {
      title: 'Who knows Yaskawa drives?',
      content: '@mentioned_fan and @asker_fan and @nobody_here, please look. @MENTIONED_FAN again.',
    });
    expect((await inboxes()).summary).toEqual(['mentioned_fan:FORUM_MENTION']);
  });

  it('a reply reaches each person once, by priority: reply, then mention, then subscription', async () => {
    const thread = await startThread(t, asker, categoryId, { title: 'SMPS hiccups under load' });
    await api(follower, 'POST', `/forum/threads/${thread.id}/subscribe`);
    const first = await replyTo(t, helper, thread.id, 'Check the output caps.');
    expect((await inboxes()).summary).toEqual(['asker_fan:FORUM_REPLY', 'follower_fan:THREAD_SUBSCRIPTION']);

    await t.app.ctx.db.delete(notifications).where(inArray(notifications.type, forumTypes));
    // The asker answers the helper and names everyone, themselves included.
    await replyTo(
      t,
      asker,
      thread.id,
      'Thanks @helper_fan! cc @mentioned_fan @follower_fan @asker_fan',
      first.id,
    );
    const { summary, rows } = await inboxes();
    expect(summary).toEqual([
      'follower_fan:FORUM_MENTION',
      'helper_fan:FORUM_REPLY',
      'mentioned_fan:FORUM_MENTION',
    ]);
    const reply = rows.find((r) => r.type === 'FORUM_REPLY');
    expect(reply?.content).toEqual({
      thread_id: thread.id,
      replier_username: 'asker_fan',
      thread_title: 'SMPS hiccups under load',
    });
    expect(reply?.link).toMatch(new RegExp(`^/forum/t/${thread.id}/smps-hiccups-under-load/post/\\d+$`));
    const mention = rows.find((r) => r.type === 'FORUM_MENTION');
    expect(mention?.content).toEqual({
      thread_id: thread.id,
      mentioner_username: 'asker_fan',
      thread_title: 'SMPS hiccups under load',
    });
  });

  it('subscribers hear of later replies; unsubscribing stops it, and replying does not resubscribe', async () => {
    const thread = await startThread(t, asker, categoryId, { title: 'Scope probe compensation' });
    await replyTo(t, helper, thread.id);
    await t.app.ctx.db.delete(notifications).where(inArray(notifications.type, forumTypes));

    await replyTo(t, bystander, thread.id, 'Same question here.');
    expect((await inboxes()).summary).toEqual(['asker_fan:FORUM_REPLY', 'helper_fan:THREAD_SUBSCRIPTION']);
    const sub = (await listOf(helper))[0];
    expect(sub?.content).toEqual({
      thread_id: thread.id,
      replier_username: 'bystander_fan',
      thread_title: 'Scope probe compensation',
    });

    await api(asker, 'DELETE', `/forum/threads/${thread.id}/subscribe`);
    await api(helper, 'DELETE', `/forum/threads/${thread.id}/subscribe`);
    await replyTo(t, helper, thread.id, 'Leaving now.');
    await t.app.ctx.db.delete(notifications).where(inArray(notifications.type, forumTypes));
    await replyTo(t, bystander, thread.id, 'Anyone?');
    expect((await inboxes()).summary).toEqual([]);
  });

  it('notifies at most ten existing members per post; unknown names do not use up the ten', async () => {
    const names = Array.from({ length: 11 }, (_, i) => `cap_fan_${i}`);
    const members: Who[] = [];
    for (const n of names) members.push(await forumMember(t, n));
    await startThread(t, asker, categoryId, {
      content: ['ghost_one', ...names].map((n) => `@${n}`).join(' '),
    });
    const rows = (await inboxes()).rows;
    expect(rows.length).toBe(10);
    expect(rows.some((r) => r.userId === members[10]?.id)).toBe(false);
  });

  it('does not take mentions from code', async () => {
    await startThread(t, asker, categoryId, {
      content: 'Run `ping @mentioned_fan` or\n\n```\n@helper_fan\n```',
    });
    expect((await inboxes()).summary).toEqual([]);
  });

  it('pushes each stored notification to its member’s sockets after commit, and nothing on failure', async () => {
    const sent: { userId: number; message: { type: string; notification: Notification } }[] = [];
    const realtime = t.app.realtime;
    const original = realtime.publish;
    realtime.publish = (userId, message) => {
      sent.push({ userId, message: message as (typeof sent)[number]['message'] });
      return original(userId, message);
    };
    try {
      const thread = await startThread(t, asker, categoryId, { title: 'Live push check' });
      await replyTo(t, helper, thread.id, 'Pushed? @mentioned_fan');
      const stored = (await inboxes()).rows;
      expect(sent.map((s) => [s.userId, s.message.type, s.message.notification.type]).sort()).toEqual(
        [
          [asker.id, 'new_notification', 'FORUM_REPLY'],
          [mentioned.id, 'new_notification', 'FORUM_MENTION'],
        ].sort(),
      );
      expect(sent.map((s) => s.message.notification.id).sort()).toEqual(stored.map((r) => r.id).sort());

      sent.length = 0;
      const admin = await forumAdmin(t);
      await api(admin, 'PUT', `/forum/threads/${thread.id}/lock`, { is_locked: true });
      const refused = await api(helper, 'POST', `/forum/threads/${thread.id}/posts`, {
        content: '@asker_fan hi',
      });
      expect(refused.statusCode).toBe(403);
      expect(sent).toEqual([]);
    } finally {
      realtime.publish = original;
    }
  });
});

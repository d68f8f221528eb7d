import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@electrobench/contracts/admin-dashboard';
import { forumPosts } from '../../db/schema/forum';
import { tickets } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import { firstCategoryId, replyTo, startThread } from '../../../test/forum-kit';
import { caller, createAdminMember, createMember, type Member } from '../../../test/member-tools';
import { createTestApp, type TestApp } from '../../../test/test-app';

const DAY = 86_400_000;
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Member;
let member: Member;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_TICKETS_PER_HOUR: '1000' });
  call = caller(t);
});
afterAll(() => t.close());

/** Noon UTC `daysAgo` days before the app's clock, and that day as the dashboard names it. */
const noon = (daysAgo: number) => {
  const now = t.clock.now();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12) - daysAgo * DAY);
};
const dayName = (daysAgo: number) => noon(daysAgo).toISOString().slice(0, 10);

async function bornOn(who: Member[], daysAgo: number) {
  const ids = who.map((m) => m.id);
  await t.app.ctx.db
    .update(users)
    .set({ createdAt: noon(daysAgo) })
    .where(inArray(users.id, ids));
}

const proposal = (code: string) => ({
  code,
  part_number: `DASH${code}`,
  manufacturer: 'Example Semi',
  package: 'SOT-23',
  function: 'NPN general purpose',
  pin_count: 3,
  description: '45 V 100 mA',
  source: 'Example Semi datasheet, marking table',
});

describe('GET /admin/dashboard', () => {
  it('is for administrators only', async () => {
    admin = await createAdminMember(t);
    member = await createMember(t);
    expect((await call('GET', '/admin/dashboard')).statusCode).toBe(401);
    const denied = await call('GET', '/admin/dashboard', member);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toHaveProperty('detail');
  });

  it('counts members, forum, tickets and submissions, and charts 30 days of activity', async () => {
    // Rows are placed at noon (UTC) of a day relative to the app's clock, whatever time it is now.
    const [ann, bob, carl] = [await createMember(t), await createMember(t), await createMember(t)];
    await bornOn([admin, member], 0);
    await bornOn([ann], 3);
    await bornOn([bob], 10);
    await bornOn([carl], 40);
    // Neither a deleted account nor one never verified is a member.
    const gone = await createMember(t);
    await call('POST', '/users/me/delete', gone, { password: gone.password });
    await call('POST', '/auth/signup', undefined, {
      email: 'unverified@example.test',
      password: 'solder-fume-extractor-9',
      username: 'unverified_dash',
    });

    const category = await firstCategoryId(t);
    const thread = await startThread(t, { ...ann, id: ann.id }, category);
    const kept = await replyTo(t, { ...bob, id: bob.id }, thread.id);
    const dropped = await replyTo(t, { ...bob, id: bob.id }, thread.id);
    expect((await call('DELETE', `/forum/posts/${dropped.id}`, bob)).statusCode).toBe(200);
    await t.app.ctx.db
      .update(forumPosts)
      .set({ createdAt: noon(1) })
      .where(eq(forumPosts.id, kept.id));
    await t.app.ctx.db
      .update(forumPosts)
      .set({ createdAt: noon(0) })
      .where(inArray(forumPosts.id, [thread.first_post_id ?? 0, dropped.id]));

    const send = async (title: string) =>
      (
        await call('POST', '/tickets/', undefined, {
          title,
          description: 'Something on the site needs a look.',
          email: 'guest@example.test',
        })
      ).json<{ id: number }>().id;
    const older = await send('Older ticket');
    const first = await send('First today');
    const resolved = await send('Resolved today');
    await t.app.ctx.db
      .update(tickets)
      .set({ createdAt: noon(2) })
      .where(eq(tickets.id, older));
    await call('PUT', `/admin/tickets/${resolved}`, admin, { status: 'resolved' });

    const waiting = (await call('POST', '/submissions/smd/', ann, proposal('D1'))).json<{ id: number }>();
    const approved = (await call('POST', '/submissions/smd/', ann, proposal('D2'))).json<{ id: number }>();
    await call('POST', `/submissions/smd/${approved.id}/review`, admin, { action: 'approve' });

    const res = await call('GET', '/admin/dashboard', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminDashboard>();
    expect(body.members).toEqual({ total: 5, new_this_week: 3 });
    expect(body.forum).toEqual({ threads: 1, posts: 2 });
    expect(body.tickets).toEqual({ open: 2 });
    expect(body.submissions).toEqual({ pending: 1 });
    expect(body.recent_tickets.map((x) => [x.id, x.status])).toEqual([
      [resolved, 'resolved'],
      [first, 'open'],
      [older, 'open'],
    ]);
    expect(body.pending_submissions).toEqual([
      expect.objectContaining({
        id: waiting.id,
        code: 'D1',
        part_number: 'DASHD1',
        submitter_username: ann.username,
      }),
    ]);

    expect(body.activity).toHaveLength(30);
    expect(body.activity[0]?.day).toBe(dayName(29));
    expect(body.activity[29]?.day).toBe(dayName(0));
    const busy = body.activity.filter((d) => d.signups + d.posts + d.tickets > 0);
    expect(busy).toEqual([
      { day: dayName(10), signups: 1, posts: 0, tickets: 0 },
      { day: dayName(3), signups: 1, posts: 0, tickets: 0 },
      { day: dayName(2), signups: 0, posts: 0, tickets: 1 },
      { day: dayName(1), signups: 0, posts: 1, tickets: 0 },
      { day: dayName(0), signups: 2, posts: 1, tickets: 2 },
    ]);
  });
});

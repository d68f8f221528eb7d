import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCluster, openSocket } from '../../../test/instances';
import { bearer, createAccount, createTestApp, type Account, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (who: Account, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });
const inSeconds = (s: number) => new Date(t.clock.now().getTime() + s * 1000).toISOString();
const reminderNotes = async (who: Account) =>
  (await call(who, 'GET', '/users/me/notifications?limit=100'))
    .json()
    .items.filter((n: { type: string }) => n.type === 'REMINDER_DUE');

describe('the reminder scheduler', () => {
  it('does not fire before due_at, then fires once with its content, pushed live', async () => {
    const m = await createAccount(t);
    const socket = await openSocket(t.app, m.token);
    const due = inSeconds(60);
    const r = (
      await call(m, 'POST', '/reminders', {
        title: 'Reflow U3',
        description: 'Use the 0.4 mm stencil',
        due_at: due,
      })
    ).json();
    t.clock.advance(59_000);
    await t.app.scheduler.runNow();
    expect(await reminderNotes(m)).toEqual([]);
    t.clock.advance(1_000);
    await t.app.scheduler.runNow();
    await t.app.scheduler.runNow();
    const notes = await reminderNotes(m);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      link: '/reminders',
      read_status: false,
      content: { reminder_id: r.id, title: 'Reflow U3', description: 'Use the 0.4 mm stencil', due_at: due },
    });
    const fired = (await call(m, 'GET', `/reminders/${r.id}`)).json();
    expect(fired.notification_sent_at).toBe(t.clock.now().toISOString());
    expect(fired.email_sent_at).toBeNull();
    await vi.waitFor(() => expect(socket.messages).toHaveLength(1));
    expect(socket.messages[0]).toEqual({ type: 'new_notification', notification: notes[0] });
    socket.close();
  });

  it('mails only reminders with send_email, and records when', async () => {
    const m = await createAccount(t);
    const mailsBefore = t.mails.length;
    const withMail = (
      await call(m, 'POST', '/reminders', {
        title: 'Order flux <now>',
        due_at: inSeconds(5),
        send_email: true,
      })
    ).json();
    const without = (await call(m, 'POST', '/reminders', { title: 'No mail', due_at: inSeconds(5) })).json();
    t.clock.advance(5_000);
    await t.app.scheduler.runNow();
    const mails = t.mails.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: m.email, subject: 'ElectroBench reminder: Order flux <now>' });
    expect(mails[0]!.text).toContain('http://electrobench.test/reminders');
    expect(mails[0]!.html).toContain('Order flux &#60;now&#62;');
    expect((await call(m, 'GET', `/reminders/${withMail.id}`)).json().email_sent_at).toBe(
      t.clock.now().toISOString(),
    );
    expect((await call(m, 'GET', `/reminders/${without.id}`)).json()).toMatchObject({ email_sent_at: null });
    expect(await reminderNotes(m)).toHaveLength(2);
  });

  it('skips completed reminders; a new due_at re-arms a fired one, the same due_at does not', async () => {
    const m = await createAccount(t);
    const done = (await call(m, 'POST', '/reminders', { title: 'Done early', due_at: inSeconds(5) })).json();
    await call(m, 'PUT', `/reminders/${done.id}`, { is_completed: true });
    const r = (
      await call(m, 'POST', '/reminders', { title: 'Twice', due_at: inSeconds(5), send_email: true })
    ).json();
    t.clock.advance(5_000);
    await t.app.scheduler.runNow();
    expect((await reminderNotes(m)).map((n: { content: { title: string } }) => n.content.title)).toEqual([
      'Twice',
    ]);
    const same = (await call(m, 'PUT', `/reminders/${r.id}`, { due_at: r.due_at, title: 'Twice!' })).json();
    expect(same.notification_sent_at).not.toBeNull();
    const rearmed = (await call(m, 'PUT', `/reminders/${r.id}`, { due_at: inSeconds(30) })).json();
    expect(rearmed).toMatchObject({ notification_sent_at: null, email_sent_at: null });
    await t.app.scheduler.runNow();
    expect(await reminderNotes(m)).toHaveLength(1);
    t.clock.advance(30_000);
    await t.app.scheduler.runNow();
    expect(await reminderNotes(m)).toHaveLength(2);
    expect(
      t.mails.filter((mail) => mail.to === m.email && /reminder: Twice!?$/.test(mail.subject)),
    ).toHaveLength(2);
  });

  it('polls on its own: a due reminder fires within a few seconds without being asked', async () => {
    const m = await createAccount(t);
    await call(m, 'POST', '/reminders', { title: 'By the poll', due_at: inSeconds(1) });
    t.clock.advance(1_000);
    await vi.waitFor(async () => expect(await reminderNotes(m)).toHaveLength(1), {
      timeout: 4000,
      interval: 200,
    });
  });
});

describe('across a restart', () => {
  it('a reminder that fell due while the server was down fires once when it starts', async () => {
    const cluster = await createCluster();
    try {
      const first = await cluster.start();
      const m = await createAccount(first);
      const headers = bearer(m);
      const due = new Date(cluster.clock.now().getTime() + 60_000).toISOString();
      await first.app.inject({
        method: 'POST',
        url: '/api/v1/reminders',
        headers,
        payload: { title: 'While down', due_at: due, send_email: true },
      });
      await first.close();
      cluster.clock.advance(10 * 60_000);
      const second = await cluster.start();
      const notes = async () =>
        (await second.app.inject({ method: 'GET', url: '/api/v1/users/me/notifications', headers })).json()
          .items;
      // No runNow here: the first run at start does it.
      await vi.waitFor(async () => expect(await notes()).toHaveLength(1), { timeout: 3000, interval: 100 });
      await vi.waitFor(() => expect(second.mails.filter((x) => x.to === m.email)).toHaveLength(1));
      await second.app.scheduler.runNow();
      expect(await notes()).toHaveLength(1);
      expect(second.mails.filter((x) => x.to === m.email)).toHaveLength(1);
    } finally {
      await cluster.close();
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smdComponents } from './db/schema/components';
import { createCluster, openSocket, type Instance } from '../test/instances';
import { bearer, createAccount, login, type Account } from '../test/test-app';

/**
 * Two app instances on one PostgreSQL database, as a site behind a load balancer runs them.
 * PGlite is an embedded single-process database: a second process cannot open it, so there is no
 * "other instance" to test and these cases run only in the PostgreSQL pass (DATABASE_URL set).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)(
  'two instances on one PostgreSQL database (needs DATABASE_URL: embedded PGlite is one process)',
  () => {
    let cluster: Awaited<ReturnType<typeof createCluster>>;
    let a: Instance;
    let b: Instance;
    let member: Account;
    let memberId = 0;
    beforeAll(async () => {
      cluster = await createCluster({ RATE_LIMIT_LOGIN_PER_MINUTE: '3', RATE_LIMIT_LOGIN_PER_HOUR: '100' });
      a = await cluster.start();
      b = await cluster.start();
      member = await createAccount(a);
      await createAccount(b);
      memberId = (
        await a.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(member) })
      ).json().id;
    });
    afterAll(() => cluster.close());

    it('a socket on instance A hears what instance B publishes, once, in order, however large', async () => {
      expect(a.app.realtime.bus.kind).toBe('postgres');
      const socket = await openSocket(a.app, member.token);
      const big = { type: 'test', text: 'Ω résumé 🔧 '.repeat(3000) };
      expect(b.app.realtime.publish(memberId, { type: 'test', n: 1 })).toBe(0);
      b.app.realtime.publish(memberId, big);
      b.app.realtime.publish(memberId, { type: 'test', n: 2 });
      await vi.waitFor(() => expect(socket.messages).toHaveLength(3), { timeout: 3000 });
      expect(socket.messages).toEqual([{ type: 'test', n: 1 }, big, { type: 'test', n: 2 }]);
      // A's own publish reaches its socket directly and is not echoed back through PostgreSQL.
      expect(a.app.realtime.publish(memberId, { type: 'test', n: 3 })).toBe(1);
      await a.app.realtime.bus.flush();
      await new Promise((r) => setTimeout(r, 300));
      expect(socket.messages).toHaveLength(4);
      socket.close();
    });

    it('a catalogue change signalled by instance B drops the lookups instance A keeps', async () => {
      const parts = async () =>
        (await a.app.inject({ method: 'GET', url: '/api/v1/smd/?search_term=QY4' }))
          .json<{ items: { part_number: string }[] }>()
          .items.map((i) => i.part_number);
      expect(await parts()).toEqual([]);
      // Written by "another process": nothing in this one hears of it but the signal.
      await cluster.db.insert(smdComponents).values({
        code: 'QY4',
        partNumber: 'SIGNALTEST1',
        manufacturer: 'Example Semi',
        package: 'SOT-23',
        function: 'NPN switch',
        pinCount: 3,
        description: '',
        source: 'test row',
      });
      expect(await parts()).toEqual([]);
      b.app.realtime.bus.signal('catalogue');
      await vi.waitFor(async () => expect(await parts()).toEqual(['SIGNALTEST1']), { timeout: 3000 });
    });

    it('the listener reconnects after its connection is killed and hears again', async () => {
      const socket = await openSocket(a.app, member.token);
      await cluster.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = 'electrobench-realtime' AND datname = current_database()`,
      );
      await vi.waitFor(() => expect(a.app.realtime.bus.listening()).toBe(false), { timeout: 3000 });
      await vi.waitFor(() => expect(a.app.realtime.bus.listening()).toBe(true), { timeout: 5000 });
      await vi.waitFor(() => expect(b.app.realtime.bus.listening()).toBe(true), { timeout: 5000 });
      b.app.realtime.publish(memberId, { type: 'test', after: 'reconnect' });
      await vi.waitFor(() => expect(socket.messages).toEqual([{ type: 'test', after: 'reconnect' }]), {
        timeout: 3000,
      });
      socket.close();
    });

    it('counts a rate limit across both instances', async () => {
      const attempt = (app: Instance['app'], i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/auth/login/access-token',
          remoteAddress: '10.77.0.1',
          payload: new URLSearchParams({ username: `nobody${i}`, password: 'wrong-password' }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await attempt(i % 2 === 0 ? a.app : b.app, i)).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const blocked = await attempt(a.app, 9);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    });

    it('fires each due reminder exactly once across both instances, mails included', async () => {
      const m = await createAccount(b);
      const headers = bearer(m);
      const due = new Date(cluster.clock.now().getTime() + 30_000).toISOString();
      for (let i = 0; i < 40; i++) {
        const res = await (i % 2 ? a : b).app.inject({
          method: 'POST',
          url: '/api/v1/reminders',
          headers,
          payload: { title: `Both ${i}`, due_at: due, send_email: i % 4 === 0 },
        });
        expect(res.statusCode).toBe(201);
      }
      const socket = await openSocket(a.app, m.token);
      cluster.clock.advance(30_000);
      await Promise.all([a.app.scheduler.runNow(), b.app.scheduler.runNow(), a.app.scheduler.runNow()]);
      await Promise.all([a.app.scheduler.runNow(), b.app.scheduler.runNow()]);
      const list = await a.app.inject({
        method: 'GET',
        url: '/api/v1/users/me/notifications?limit=100',
        headers,
      });
      const ids = list.json().items.map((n: { content: { reminder_id: number } }) => n.content.reminder_id);
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
      const mails = [...a.mails, ...b.mails].filter(
        (x) => x.to === m.email && x.subject.includes('reminder'),
      );
      expect(mails).toHaveLength(10);
      expect(new Set(mails.map((x) => x.subject)).size).toBe(10);
      // Whichever instance fired a reminder, the socket on A heard each one once.
      await vi.waitFor(() => expect(socket.messages).toHaveLength(40), { timeout: 3000 });
      socket.close();
    });
  },
);

describe.skipIf(!onPostgres)(
  'revoked sessions close their sockets on every instance (needs DATABASE_URL)',
  () => {
    let cluster: Awaited<ReturnType<typeof createCluster>>;
    let a: Instance;
    let b: Instance;
    beforeAll(async () => {
      cluster = await createCluster({ RATE_LIMIT_LOGIN_PER_MINUTE: '100' });
      a = await cluster.start();
      b = await cluster.start();
    });
    afterAll(() => cluster.close());

    it("a logout on instance B closes that session's socket on instance A with 1008, and only it", async () => {
      const m = await createAccount(a);
      const other = await login(a, m.username, m.password);
      const gone = await openSocket(a.app, m.token);
      const kept = await openSocket(a.app, other.token);
      const codes: number[] = [];
      gone.ws.once('close', (code) => codes.push(code));
      const res = await b.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        headers: { cookie: m.cookie },
      });
      expect(res.statusCode).toBe(200);
      await vi.waitFor(() => expect(codes).toEqual([1008]), { timeout: 3000 });
      // The other session's socket on A still hears B.
      const id = (
        await a.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(other) })
      ).json().id;
      b.app.realtime.publish(id, { type: 'test', still: 'open' });
      await vi.waitFor(() => expect(kept.messages).toEqual([{ type: 'test', still: 'open' }]), {
        timeout: 3000,
      });
      expect(gone.messages).toEqual([]);
      kept.close();
    });

    it('a password change on B closes the other sessions on A; deleting the account on A closes the rest', async () => {
      const m = await createAccount(b);
      const other = await login(b, m.username, m.password);
      const elsewhere = await openSocket(a.app, other.token);
      const own = await openSocket(a.app, m.token);
      const codes = { elsewhere: [] as number[], own: [] as number[] };
      elsewhere.ws.once('close', (code) => codes.elsewhere.push(code));
      own.ws.once('close', (code) => codes.own.push(code));
      const changed = await b.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/change-password',
        headers: bearer(m),
        payload: { current_password: m.password, new_password: 'bench-supply-current-limit' },
      });
      expect(changed.statusCode).toBe(200);
      await vi.waitFor(() => expect(codes.elsewhere).toEqual([1008]), { timeout: 3000 });
      expect(codes.own).toEqual([]);
      const deleted = await b.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/delete',
        headers: bearer(m),
        payload: { password: 'bench-supply-current-limit' },
      });
      expect(deleted.statusCode).toBe(200);
      await vi.waitFor(() => expect(codes.own).toEqual([1008]), { timeout: 3000 });
    });

    it("counts one account's failed sign-ins across both instances; its known device still gets in", async () => {
      const m = await createAccount(a);
      const device = (
        await a.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login/access-token',
          payload: new URLSearchParams({ username: m.username, password: m.password }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).cookies.find((c) => c.name === 'eb_device');
      const attempt = (app: Instance['app'], name: string, password: string, cookie?: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/auth/login/access-token',
          remoteAddress: `10.78.0.${Math.floor(Math.random() * 250) + 1}`,
          payload: new URLSearchParams({ username: name, password }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
        });
      const codes = [];
      for (let i = 0; i < 6; i++) {
        const name = i % 2 ? m.email.toUpperCase() : m.username;
        codes.push((await attempt(i % 2 ? b.app : a.app, name, 'wrong-password')).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
      expect((await attempt(b.app, m.username, m.password)).statusCode).toBe(429);
      expect((await attempt(b.app, m.username, m.password, `eb_device=${device?.value}`)).statusCode).toBe(
        200,
      );
    });
  },
);

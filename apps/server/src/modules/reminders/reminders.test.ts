import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, createTestApp, type Account, type TestApp } from '../../../test/test-app';

let t: TestApp;
let a: Account;
let b: Account;
beforeAll(async () => {
  t = await createTestApp();
  a = await createAccount(t);
  b = await createAccount(t);
});
afterAll(() => t.close());

const call = (
  who: Account | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? bearer(who) : {},
    ...(payload ? { payload } : {}),
  });
const inHours = (h: number) => new Date(t.clock.now().getTime() + h * 3_600_000).toISOString();
const create = async (who: Account, body: object) => {
  const res = await call(who, 'POST', '/reminders', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const details = (res: { json: () => { detail: { loc: unknown[]; msg: string }[] } }) =>
  res.json().detail.map((d) => `${d.loc.join('.')}: ${d.msg}`);

describe('reminders API', () => {
  it('every route needs a login', async () => {
    for (const [method, url] of [
      ['POST', '/reminders'],
      ['GET', '/reminders'],
      ['GET', '/reminders/1'],
      ['PUT', '/reminders/1'],
      ['DELETE', '/reminders/1'],
    ] as const) {
      expect(
        (await call(null, method, url, method === 'PUT' || method === 'POST' ? {} : undefined)).statusCode,
        url,
      ).toBe(401);
    }
  });

  it('creates a reminder with defaults and answers it in snake_case', async () => {
    const due = inHours(2);
    const r = await create(a, { title: '  Replace C12 on the PSU  ', due_at: due });
    expect(r).toMatchObject({
      title: 'Replace C12 on the PSU',
      description: '',
      due_at: due,
      is_completed: false,
      send_email: false,
      email_sent_at: null,
      notification_sent_at: null,
    });
    expect(typeof r.id).toBe('number');
    expect(typeof r.user_id).toBe('number');
    expect((await call(a, 'GET', `/reminders/${r.id}`)).json()).toEqual(r);
  });

  it('refuses bad input with 422 and a detail naming the field', async () => {
    const cases: [object, RegExp][] = [
      [{ due_at: inHours(1) }, /^body\.title: Title is required\./],
      [{ title: '   ', due_at: inHours(1) }, /^body\.title: Title is required\./],
      [{ title: 'x'.repeat(201), due_at: inHours(1) }, /title: Title is at most 200 characters\./],
      [
        { title: 'ok', description: 'd'.repeat(2001), due_at: inHours(1) },
        /description: Description is at most 2000/,
      ],
      [{ title: 'ok' }, /^body\.due_at: /],
      [
        { title: 'ok', due_at: 'tomorrow' },
        /due_at: Due date must be an ISO 8601 date-time with a time zone\./,
      ],
      [{ title: 'ok', due_at: '2026-05-01T10:00:00' }, /due_at: Due date must be an ISO 8601/],
      [
        { title: 'ok', due_at: '3026-05-01T10:00:00Z' },
        /due_at: Due date must be between the years 2000 and 2999\./,
      ],
      [{ title: 'ok', due_at: inHours(1), send_email: 'yes' }, /^body\.send_email: /],
    ];
    for (const [body, expected] of cases) {
      const res = await call(a, 'POST', '/reminders', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(details(res).join('\n'), JSON.stringify(body)).toMatch(expected);
    }
    const bad = [
      ['GET', '/reminders/abc'],
      ['GET', '/reminders?limit=0'],
      ['GET', '/reminders?limit=101'],
      ['GET', '/reminders?skip=-1'],
      ['GET', '/reminders?show_completed=maybe'],
    ] as const;
    for (const [method, url] of bad) expect((await call(a, method, url)).statusCode, url).toBe(422);
  });

  it('accepts a due time in the past (it fires at once) and any zone offset', async () => {
    const r = await create(a, { title: 'Overdue already', due_at: '2020-01-01T12:00:00+02:00' });
    expect(r.due_at).toBe('2020-01-01T10:00:00.000Z');
    await call(a, 'DELETE', `/reminders/${r.id}`);
  });

  it('lists open reminders soonest first in pages of 15; show_completed adds completed ones last', async () => {
    const c = await createAccount(t);
    for (let i = 17; i >= 1; i--) await create(c, { title: `R${i}`, due_at: inHours(i) });
    const first = (await call(c, 'GET', '/reminders')).json();
    expect(first).toMatchObject({ total_items: 17, total_pages: 2, current_page: 1, limit: 15 });
    expect(first.items).toHaveLength(15);
    expect(first.items[0].title).toBe('R1');
    const second = (await call(c, 'GET', '/reminders?skip=15&limit=15')).json();
    expect(second.current_page).toBe(2);
    expect(second.items.map((r: { title: string }) => r.title)).toEqual(['R16', 'R17']);
    const done = await call(c, 'PUT', `/reminders/${first.items[0].id}`, { is_completed: true });
    expect(done.json()).toMatchObject({ is_completed: true, title: 'R1' });
    expect((await call(c, 'GET', '/reminders')).json().total_items).toBe(16);
    const all = (await call(c, 'GET', '/reminders?show_completed=true&limit=20')).json();
    expect(all.total_items).toBe(17);
    expect(all.items.at(-1)).toMatchObject({ title: 'R1', is_completed: true });
    expect(
      (await call(a, 'GET', '/reminders?show_completed=true'))
        .json()
        .items.map((r: { title: string }) => r.title),
    ).not.toContain('R1');
  });

  it('updates only the fields sent, refuses an empty or bad update, and uncompletes', async () => {
    const r = await create(a, { title: 'Calibrate scope', description: 'CH1 and CH2', due_at: inHours(3) });
    const res = await call(a, 'PUT', `/reminders/${r.id}`, { description: 'CH1 only', send_email: true });
    expect(res.json()).toMatchObject({ title: 'Calibrate scope', description: 'CH1 only', send_email: true });
    const empty = await call(a, 'PUT', `/reminders/${r.id}`, {});
    expect(empty.statusCode).toBe(422);
    expect(details(empty).join()).toContain('Nothing to update.');
    const bad = await call(a, 'PUT', `/reminders/${r.id}`, { title: '' });
    expect(details(bad).join()).toContain('body.title: Title is required.');
    await call(a, 'PUT', `/reminders/${r.id}`, { is_completed: true });
    expect((await call(a, 'PUT', `/reminders/${r.id}`, { is_completed: false })).json().is_completed).toBe(
      false,
    );
  });

  it('another member’s reminder answers 404 on every route, and it stays unchanged', async () => {
    const r = await create(a, { title: 'Private', due_at: inHours(5) });
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { title: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(b, method, `/reminders/${r.id}`, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ detail: 'Reminder not found.' });
    }
    expect((await call(b, 'GET', '/reminders?show_completed=true')).json().items).toEqual([]);
    expect((await call(a, 'GET', `/reminders/${r.id}`)).json().title).toBe('Private');
  });

  it('deletes a reminder; a second delete is 404', async () => {
    const r = await create(a, { title: 'Throw away', due_at: inHours(1) });
    const res = await call(a, 'DELETE', `/reminders/${r.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Reminder deleted.' });
    expect((await call(a, 'DELETE', `/reminders/${r.id}`)).statusCode).toBe(404);
    expect((await call(a, 'GET', `/reminders/${r.id}`)).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { caller, createAdminMember, createMember, openInbox, type Member } from '../../../test/member-tools';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Member;
let admin2: Member;
let ann: Member;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_TICKETS_PER_HOUR: '1000' });
  call = caller(t);
  [admin, admin2, ann] = [await createAdminMember(t), await createAdminMember(t), await createMember(t)];
});
afterAll(() => t.close());

const feedback = { title: 'Broken link', description: 'The datasheet link of BC547 gives a 404.' };
type Ticket = { id: number; title: string; status: string; reply_email: string | null };

describe('tickets', () => {
  it('takes feedback from a guest with a reply e-mail, and asks for one without', async () => {
    const res = await call('POST', '/tickets/', undefined, { ...feedback, email: 'guest@example.test' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Broken link', status: 'open' });
    const noEmail = await call('POST', '/tickets/', undefined, feedback);
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().detail).toEqual([
      { loc: ['body', 'email'], msg: 'Give an e-mail address so we can reply.', type: 'value_error' },
    ]);
    const ticket = (await call('GET', `/admin/tickets/${res.json().id}`, admin)).json();
    expect(ticket).toMatchObject({ reply_email: 'guest@example.test', submitted_by: null });
  });

  it('uses a member’s account e-mail and refuses a stale token instead of treating it as a guest', async () => {
    const res = await call('POST', '/tickets/', ann, { ...feedback, email: 'typed@example.test' });
    const ticket = (await call('GET', `/admin/tickets/${res.json().id}`, admin)).json();
    expect(ticket).toMatchObject({
      reply_email: ann.email,
      submitted_by: { id: ann.id, username: ann.username },
    });
    const stale = await call('POST', '/tickets/', { ...ann, token: 'not-a-token' }, feedback);
    expect(stale.statusCode).toBe(401);
  });

  it('keeps a deleted member’s ticket without its reply address', async () => {
    const gone = await createMember(t);
    const id = (await call('POST', '/tickets/', gone, feedback)).json().id;
    await call('POST', '/users/me/delete', gone, { password: gone.password });
    const ticket = (await call('GET', `/admin/tickets/${id}`, admin)).json();
    expect(ticket).toMatchObject({ title: feedback.title, reply_email: null });
  });

  it('explains bad input with 422 details', async () => {
    const cases: [object, string][] = [
      [{ ...feedback, title: 'x' }, 'The title needs at least 3 characters.'],
      [{ ...feedback, description: 'short' }, 'The description needs at least 10 characters.'],
      [{ ...feedback, description: 'd'.repeat(5001) }, 'The description is at most 5000 characters.'],
      [{ ...feedback, email: 'nope' }, 'Enter a valid email address.'],
    ];
    for (const [payload, msg] of cases) {
      const res = await call('POST', '/tickets/', undefined, payload);
      expect(res.statusCode, msg).toBe(422);
      expect(res.json().detail[0].msg).toBe(msg);
    }
  });

  it('notifies every admin live after the ticket is stored, with a link to it', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const [inbox1, inbox2, member] = [
      await openInbox(address, admin),
      await openInbox(address, admin2),
      await openInbox(address, ann),
    ];
    const id = (await call('POST', '/tickets/', ann, { ...feedback, title: 'Live one' })).json().id;
    for (const inbox of [inbox1, inbox2]) {
      const pushed = await inbox.next((m) => m.type === 'new_notification');
      expect(pushed.notification).toMatchObject({
        type: 'TICKET_SUBMITTED',
        content: { title: 'Live one', ticket_id: id },
        link: `/admin/tickets/${id}`,
        read_status: false,
      });
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(member.messages.filter((m) => m.type === 'new_notification')).toEqual([]);
    [inbox1, inbox2, member].forEach((i) => i.close());
  });

  it('lists newest first with paging and a status filter; resolves, reopens and deletes', async () => {
    const page = (await call('GET', '/admin/tickets', admin)).json();
    expect(page).toMatchObject({ current_page: 1, limit: 100, total_pages: 1 });
    const ids = page.items.map((x: Ticket) => x.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const id = ids[0] as number;
    const resolved = (await call('PUT', `/admin/tickets/${id}`, admin, { status: 'resolved' })).json();
    expect(resolved).toMatchObject({ id, status: 'resolved' });
    expect(resolved.resolved_at).not.toBeNull();
    const open = (await call('GET', '/admin/tickets?status=open', admin)).json();
    expect(open.items.map((x: Ticket) => x.id)).not.toContain(id);
    expect(open.total_items).toBe(page.total_items - 1);
    expect(
      (await call('GET', '/admin/tickets?status=resolved', admin)).json().items.map((x: Ticket) => x.id),
    ).toEqual([id]);
    const second = (await call('GET', '/admin/tickets?skip=1&limit=1', admin)).json();
    expect(second).toMatchObject({ current_page: 2, limit: 1, items: [{ id: ids[1] }] });
    expect((await call('PUT', `/admin/tickets/${id}`, admin, { status: 'open' })).json()).toMatchObject({
      status: 'open',
      resolved_at: null,
    });
    expect((await call('DELETE', `/admin/tickets/${id}`, admin)).json()).toEqual({
      detail: 'Ticket deleted.',
    });
    const gone = await call('GET', `/admin/tickets/${id}`, admin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: 'Ticket not found.' });
    expect((await call('DELETE', `/admin/tickets/${id}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `/admin/tickets/${id}`, admin, { status: 'resolved' })).statusCode).toBe(404);
  });

  it('refuses bad admin input with 422', async () => {
    for (const [method, url, payload] of [
      ['GET', '/admin/tickets?status=closed', undefined],
      ['GET', '/admin/tickets?limit=101', undefined],
      ['GET', '/admin/tickets/abc', undefined],
      ['PUT', '/admin/tickets/1', { status: 'done' }],
    ] as const) {
      expect((await call(method, url, admin, payload)).statusCode, url).toBe(422);
    }
  });

  it('keeps the admin routes from guests (401) and members (403)', async () => {
    for (const [method, url] of [
      ['GET', '/admin/tickets'],
      ['GET', '/admin/tickets/1'],
      ['PUT', '/admin/tickets/1'],
      ['DELETE', '/admin/tickets/1'],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
      const member = await call(method, url, ann, method === 'PUT' ? { status: 'resolved' } : undefined);
      expect(member.statusCode, url).toBe(403);
    }
  });
});

describe('ticket rate limit', () => {
  it('limits feedback per IP with a 429', async () => {
    const limited = await createTestApp({ RATE_LIMIT_TICKETS_PER_HOUR: '2' });
    const post = () =>
      caller(limited)('POST', '/tickets/', undefined, { ...feedback, email: 'g@example.test' });
    expect([(await post()).statusCode, (await post()).statusCode, (await post()).statusCode]).toEqual([
      201, 201, 429,
    ]);
    await limited.close();
  });
});

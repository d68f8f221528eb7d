import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmdSearchResult } from '@electrobench/contracts/components';
import type { NotificationList } from '@electrobench/contracts/notifications';
import type { Submission, SubmissionsPage } from '@electrobench/contracts/submissions';
import { createAccount, createTestApp, type Account, type TestApp } from '../../../test/test-app';
import { createAdmin, callApi, type ApiMethod } from '../../../test/test-helpers';

let t: TestApp;
let member: Account;
let other: Account;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  member = await createAccount(t);
  other = await createAccount(t);
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const call = (method: ApiMethod, url: string, who?: Account, payload?: object) =>
  callApi(t, method, url, who, payload);

const proposal = (code: string) => ({
  code,
  part_number: `TEST${code}`,
  manufacturer: 'Example Semi',
  package: 'SOT-23',
  function: 'NPN general purpose',
  pin_count: 3,
  description: '45 V 100 mA',
  source: 'Example Semi TEST datasheet, marking table',
});

const notificationsOf = async (who: Account) =>
  (await call('GET', '/users/me/notifications', who)).json<NotificationList>().items;

describe('SMD submissions', () => {
  it('needs a login and valid fields', async () => {
    expect((await call('POST', '/submissions/smd/', undefined, proposal('Z1'))).statusCode).toBe(401);
    const bad = await call('POST', '/submissions/smd/', member, {
      ...proposal('Z1'),
      pin_count: 1,
      source: '',
    });
    expect(bad.statusCode).toBe(422);
    const locs = bad.json<{ detail: { loc: string[] }[] }>().detail.map((d) => d.loc.at(-1));
    expect(locs).toEqual(expect.arrayContaining(['pin_count', 'source']));
  });

  it('lets the author edit while pending and shows them the rejection reason', async () => {
    const created = await call('POST', '/submissions/smd/', member, proposal('Z2'));
    expect(created.statusCode).toBe(201);
    const s = created.json<Submission>();
    expect(s).toMatchObject({ status: 'pending', code: 'Z2', submitter: { username: member.username } });

    const edited = await call('PUT', `/submissions/smd/${s.id}`, member, {
      ...proposal('Z2'),
      description: 'fixed',
    });
    expect(edited.json<Submission>().description).toBe('fixed');
    expect((await call('PUT', `/submissions/smd/${s.id}`, other, proposal('Z9'))).statusCode).toBe(404);

    expect(
      (await call('POST', `/submissions/smd/${s.id}/review`, member, { action: 'approve' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/submissions/smd/${s.id}/review`, admin, { action: 'reject' })).statusCode,
    ).toBe(422);
    const rejected = await call('POST', `/submissions/smd/${s.id}/review`, admin, {
      action: 'reject',
      reason: 'No datasheet lists this code.',
    });
    expect(rejected.json<Submission>()).toMatchObject({
      status: 'rejected',
      review_reason: 'No datasheet lists this code.',
    });

    const mine = (await call('GET', '/submissions/smd/', member)).json<SubmissionsPage>();
    expect(mine.items.find((x) => x.id === s.id)).toMatchObject({ status: 'rejected' });
    expect((await call('PUT', `/submissions/smd/${s.id}`, member, proposal('Z2'))).statusCode).toBe(409);
  });

  it('creates the component on approval, once', async () => {
    const s = (await call('POST', '/submissions/smd/', member, proposal('Z3'))).json<Submission>();
    const approved = await call('POST', `/submissions/smd/${s.id}/review`, admin, { action: 'approve' });
    expect(approved.statusCode).toBe(200);
    const after = approved.json<Submission>();
    expect(after.status).toBe('approved');
    expect(after.component_id).not.toBeNull();
    const found = (await call('GET', '/smd/?search_term=Z3')).json<SmdSearchResult>();
    expect(found.items.map((i) => i.id)).toContain(after.component_id);
    expect(
      (await call('POST', `/submissions/smd/${s.id}/review`, admin, { action: 'approve' })).statusCode,
    ).toBe(409);
    const dup = (await call('POST', '/submissions/smd/', other, proposal('Z3'))).json<Submission>();
    expect(
      (await call('POST', `/submissions/smd/${dup.id}/review`, admin, { action: 'approve' })).statusCode,
    ).toBe(409);
  });

  it('shows members only their own, and admins all by status with paging', async () => {
    await call('POST', '/submissions/smd/', other, proposal('Z4'));
    const mine = (await call('GET', '/submissions/smd/', member)).json<SubmissionsPage>();
    expect(mine.items.every((x) => x.submitter.username === member.username)).toBe(true);
    const pending = (await call('GET', '/submissions/smd/?status=pending', admin)).json<SubmissionsPage>();
    expect(pending.items.length).toBeGreaterThan(0);
    expect(pending.items.every((x) => x.status === 'pending')).toBe(true);
    expect(pending.items.map((x) => x.submitter.username)).toContain(other.username);
    const page = (await call('GET', '/submissions/smd/?skip=1&limit=1', admin)).json<SubmissionsPage>();
    expect(page.items).toHaveLength(1);
    expect(page.total_items).toBeGreaterThan(2);
    expect((await call('GET', '/submissions/smd/?status=lost', admin)).statusCode).toBe(422);
    expect((await call('GET', '/submissions/smd/')).statusCode).toBe(401);
  });
});

describe('the submitter hears of the decision', () => {
  it('gets a notification linking to the code when an admin approves, and nobody else does', async () => {
    const author = await createAccount(t);
    const bystander = await createAccount(t);
    const s = (await call('POST', '/submissions/smd/', author, proposal('N7'))).json<Submission>();
    expect(await notificationsOf(author)).toEqual([]);

    await call('POST', `/submissions/smd/${s.id}/review`, admin, { action: 'approve' });
    const [note] = await notificationsOf(author);
    expect(note).toMatchObject({
      type: 'SMD_SUBMISSION_REVIEWED',
      read_status: false,
      link: '/tools/smd-search?q=N7',
      content: {
        submission_id: s.id,
        status: 'approved',
        code: 'N7',
        part_number: 'TESTN7',
        message: 'Your SMD code proposal "N7" (TESTN7) was approved and is now in SMD Search.',
      },
    });
    const count = await call('GET', '/users/me/notifications/count', author);
    expect(count.json<{ unread_count: number }>().unread_count).toBe(1);
    expect(await notificationsOf(bystander)).toEqual([]);
    expect(await notificationsOf(admin)).toEqual([]);
  });

  it('is told the reason of a rejection, and only a real decision notifies', async () => {
    const author = await createAccount(t);
    const s = (await call('POST', '/submissions/smd/', author, proposal('N8'))).json<Submission>();
    // Refused reviews (no reason, not an admin) decide nothing and send nothing.
    await call('POST', `/submissions/smd/${s.id}/review`, admin, { action: 'reject' });
    await call('POST', `/submissions/smd/${s.id}/review`, author, { action: 'approve' });
    expect(await notificationsOf(author)).toEqual([]);

    await call('POST', `/submissions/smd/${s.id}/review`, admin, {
      action: 'reject',
      reason: 'Marking belongs to another maker.',
    });
    const [note] = await notificationsOf(author);
    expect(note?.content).toMatchObject({
      status: 'rejected',
      reason: 'Marking belongs to another maker.',
      message: 'Your SMD code proposal "N8" (TESTN8) was rejected: Marking belongs to another maker.',
    });
  });
});

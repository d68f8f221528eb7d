import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumCategory } from '@electrobench/contracts/forum';
import { forumAdmin, forumApi, forumMember, replyTo, startThread, type Who } from '../../../test/forum-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ReturnType<typeof forumApi>;
let admin: Who;
let member: Who;
const base = '/admin/forum/categories';

beforeAll(async () => {
  t = await createTestApp();
  api = forumApi(t);
  admin = await forumAdmin(t);
  member = await forumMember(t);
});
afterAll(() => t.close());

const publicList = async () => (await api(null, 'GET', '/forum/categories')).json<ForumCategory[]>();

describe('forum categories', () => {
  it('ships the default categories of a fresh install, in order, empty', async () => {
    const list = await publicList();
    expect(list.map((c) => c.slug)).toEqual([
      'general-repair',
      'power-supplies',
      'industrial-drives',
      'test-equipment',
      'component-identification',
    ]);
    expect(
      list.every((c) => c.description.length > 20 && c.thread_count === 0 && c.last_activity_at === null),
    ).toBe(true);
  });

  it('lets an admin create, rename and list a category; members get 403, guests 401', async () => {
    const created = await api(admin, 'POST', base, {
      name: 'Audio amplifiers',
      description: 'Class AB and D.',
    });
    expect(created.statusCode).toBe(201);
    const cat = created.json<ForumCategory>();
    expect(cat).toMatchObject({ name: 'Audio amplifiers', slug: 'audio-amplifiers', thread_count: 0 });
    expect((await publicList()).at(-1)?.id).toBe(cat.id);

    const renamed = await api(admin, 'PUT', `${base}/${cat.id}`, {
      name: 'Audio',
      slug: 'audio',
      description: '',
    });
    expect(renamed.json()).toMatchObject({ name: 'Audio', slug: 'audio' });
    expect((await api(admin, 'GET', base)).json<ForumCategory[]>().some((c) => c.slug === 'audio')).toBe(
      true,
    );

    expect((await api(member, 'POST', base, { name: 'Mine' })).statusCode).toBe(403);
    expect((await api(member, 'GET', base)).statusCode).toBe(403);
    expect((await api(null, 'POST', base, { name: 'Mine' })).statusCode).toBe(401);
    expect((await api(null, 'DELETE', `${base}/${cat.id}`)).statusCode).toBe(401);
  });

  it('explains bad input with 422, a taken slug with 409 and a missing category with 404', async () => {
    const short = await api(admin, 'POST', base, { name: 'A' });
    expect(short.statusCode).toBe(422);
    expect(JSON.stringify(short.json())).toContain('at least 2 characters');
    const badSlug = await api(admin, 'POST', base, { name: 'Valves', slug: 'Not a slug!' });
    expect(badSlug.statusCode).toBe(422);
    const digits = await api(admin, 'POST', base, { name: 'Bench', slug: '2024' });
    expect(JSON.stringify(digits.json())).toContain('A slug needs at least one letter.');
    expect((await api(admin, 'POST', base, { name: '2024' })).json()).toMatchObject({
      slug: 'category-2024',
    });
    const taken = await api(admin, 'POST', base, { name: 'Power again', slug: 'power-supplies' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toMatch(/slug/);
    expect((await api(admin, 'PUT', `${base}/999999`, { name: 'Nope' })).statusCode).toBe(404);
    expect((await api(admin, 'DELETE', `${base}/999999`)).statusCode).toBe(404);
  });

  it('reorders with exactly the existing ids and refuses any other list', async () => {
    const ids = (await publicList()).map((c) => c.id);
    const reversed = [...ids].reverse();
    const res = await api(admin, 'PUT', `${base}/reorder`, { ordered_ids: reversed });
    expect(res.statusCode).toBe(200);
    expect((await publicList()).map((c) => c.id)).toEqual(reversed);

    const missing = await api(admin, 'PUT', `${base}/reorder`, { ordered_ids: reversed.slice(1) });
    expect(missing.statusCode).toBe(422);
    expect(JSON.stringify(missing.json())).toContain(`missing: ${reversed[0]}`);
    const unknown = await api(admin, 'PUT', `${base}/reorder`, { ordered_ids: [...reversed, 999999] });
    expect(JSON.stringify(unknown.json())).toContain('unknown: 999999');
    const repeated = await api(admin, 'PUT', `${base}/reorder`, { ordered_ids: [...reversed, reversed[0]] });
    expect(repeated.statusCode).toBe(422);
    expect((await api(member, 'PUT', `${base}/reorder`, { ordered_ids: ids })).statusCode).toBe(403);
    await api(admin, 'PUT', `${base}/reorder`, { ordered_ids: ids });
  });

  it('counts threads and posts, and refuses to delete a category holding threads unless they move', async () => {
    const [from, to] = await publicList();
    if (!from || !to) throw new Error('categories missing');
    const thread = await startThread(t, member, from.id);
    await replyTo(t, admin, thread.id);
    const counted = (await publicList()).find((c) => c.id === from.id);
    expect(counted).toMatchObject({ thread_count: 1, post_count: 2 });
    expect(counted?.last_activity_at).not.toBeNull();

    const refused = await api(admin, 'DELETE', `${base}/${from.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('move_to');
    expect((await api(admin, 'DELETE', `${base}/${from.id}?move_to=${from.id}`)).statusCode).toBe(422);
    expect((await api(admin, 'DELETE', `${base}/${from.id}?move_to=999999`)).statusCode).toBe(404);

    expect((await api(admin, 'DELETE', `${base}/${from.id}?move_to=${to.id}`)).statusCode).toBe(204);
    const after = await publicList();
    expect(after.some((c) => c.id === from.id)).toBe(false);
    expect(after.find((c) => c.id === to.id)).toMatchObject({ thread_count: 1, post_count: 2 });
    const moved = await api(null, 'GET', `/forum/threads/${thread.id}`);
    expect(moved.json()).toMatchObject({ category_id: to.id, category: { slug: to.slug } });

    const reply = await replyTo(t, member, thread.id, 'Second thoughts.');
    const countOf = async () => (await publicList()).find((c) => c.id === to.id);
    expect(await countOf()).toMatchObject({ thread_count: 1, post_count: 3 });
    await api(member, 'DELETE', `/forum/posts/${reply.id}`);
    expect(await countOf()).toMatchObject({ thread_count: 1, post_count: 2 });
    await api(admin, 'DELETE', `/forum/threads/${thread.id}`);
    expect(await countOf()).toMatchObject({ thread_count: 0, post_count: 0, last_activity_at: null });
  });

  it('deletes an empty category at once', async () => {
    const target = (await publicList()).find((c) => c.slug === 'test-equipment');
    expect((await api(admin, 'DELETE', `${base}/${target?.id}`)).statusCode).toBe(204);
    expect((await publicList()).some((c) => c.slug === 'test-equipment')).toBe(false);
  });
});

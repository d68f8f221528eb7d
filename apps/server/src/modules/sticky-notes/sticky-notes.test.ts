import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stickyLists, stickyNotes } from '../../db/schema/sticky-notes';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { caller, createMember, type Member } from '../../../test/member-tools';

let t: TestApp;
let call: ReturnType<typeof caller>;
let ann: Member;
let bob: Member;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [ann, bob] = [await createMember(t), await createMember(t)];
});
afterAll(() => t.close());

type Note = { id: number; text: string; position: number; list_id: number };
const newList = async (who: Member, name: string) =>
  (await call('POST', '/sticky-notes/lists', who, { name })).json<{ id: number }>().id;
const newNote = async (who: Member, listId: number, text: string, extra: object = {}) =>
  (await call('POST', `/sticky-notes/lists/${listId}/notes`, who, { text, ...extra })).json<Note>();
const texts = async (who: Member, listId: number) =>
  (await call('GET', `/sticky-notes/lists/${listId}`, who))
    .json<{ notes: Note[] }>()
    .notes.map((n) => [n.text, n.position]);

describe('sticky notes', () => {
  it('needs a login on every route', async () => {
    for (const [method, url] of [
      ['GET', '/sticky-notes/lists'],
      ['POST', '/sticky-notes/lists'],
      ['GET', '/sticky-notes/lists/1'],
      ['PUT', '/sticky-notes/lists/1'],
      ['DELETE', '/sticky-notes/lists/1'],
      ['POST', '/sticky-notes/lists/1/notes'],
      ['PUT', '/sticky-notes/notes/1'],
      ['DELETE', '/sticky-notes/notes/1'],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
    }
  });

  it('creates lists and notes and answers the board in position order', async () => {
    const created = await call('POST', '/sticky-notes/lists', ann, { name: '  Bench  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Bench', position: 0, notes: [] });
    const todo = await newList(ann, 'To order');
    const note = await newNote(ann, todo, 'BC547 x20');
    expect(note).toMatchObject({ list_id: todo, text: 'BC547 x20', color: 'yellow', position: 0 });
    await newNote(ann, todo, 'Flux', { color: 'blue' });
    await newNote(ann, todo, 'Solder wick', { position: 0 });
    expect(await texts(ann, todo)).toEqual([
      ['Solder wick', 0],
      ['BC547 x20', 1],
      ['Flux', 2],
    ]);
    const board = (await call('GET', '/sticky-notes/lists', ann)).json();
    expect(board).toMatchObject({ total_items: 2, total_pages: 1, current_page: 1, limit: 20 });
    expect(board.items.map((l: { name: string; position: number }) => [l.name, l.position])).toEqual([
      ['Bench', 0],
      ['To order', 1],
    ]);
    expect(board.items[1].notes.map((n: Note) => n.text)).toEqual(['Solder wick', 'BC547 x20', 'Flux']);
    expect((await call('GET', '/sticky-notes/lists', bob)).json().items).toEqual([]);
  });

  it('explains bad input with 422 details', async () => {
    const list = await newList(ann, 'Checks');
    const cases: [string, string, object, string][] = [
      ['POST', '/sticky-notes/lists', { name: ' ' }, 'Give the list a name.'],
      ['POST', '/sticky-notes/lists', { name: 'x'.repeat(61) }, 'A list name is at most 60 characters.'],
      ['PUT', `/sticky-notes/lists/${list}`, {}, 'Send a name or a position.'],
      ['POST', `/sticky-notes/lists/${list}/notes`, { text: '' }, 'Write something on the note.'],
      [
        'POST',
        `/sticky-notes/lists/${list}/notes`,
        { text: 'x'.repeat(1001) },
        'A note is at most 1000 characters.',
      ],
      [
        'POST',
        `/sticky-notes/lists/${list}/notes`,
        { text: 'a', color: 'red' },
        'Colour must be one of: yellow, pink, blue, green, orange, purple.',
      ],
      [
        'POST',
        `/sticky-notes/lists/${list}/notes`,
        { text: 'a', position: -1 },
        'position must be a whole number from 0.',
      ],
    ];
    for (const [method, url, payload, msg] of cases) {
      const res = await call(method as 'POST', url, ann, payload);
      expect(res.statusCode, msg).toBe(422);
      expect(res.json().detail[0].msg).toBe(msg);
    }
    expect((await call('GET', '/sticky-notes/lists/abc', ann)).statusCode).toBe(422);
    await call('DELETE', `/sticky-notes/lists/${list}`, ann);
  });

  it('keeps lists and notes from everyone but their owner (404)', async () => {
    const list = await newList(ann, 'Private');
    const note = await newNote(ann, list, 'secret');
    const bobList = await newList(bob, 'Mine');
    for (const [method, url, payload] of [
      ['GET', `/sticky-notes/lists/${list}`, undefined],
      ['PUT', `/sticky-notes/lists/${list}`, { name: 'x' }],
      ['DELETE', `/sticky-notes/lists/${list}`, undefined],
      ['POST', `/sticky-notes/lists/${list}/notes`, { text: 'x' }],
      ['PUT', `/sticky-notes/notes/${note.id}`, { text: 'x' }],
      ['DELETE', `/sticky-notes/notes/${note.id}`, undefined],
    ] as const) {
      const res = await call(method, url, bob, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().detail).toMatch(/^Sticky(-note list| note) not found\.$/);
    }
    // Nor may a note be moved into someone else's list.
    const moved = await call('PUT', `/sticky-notes/notes/${note.id}`, ann, { list_id: bobList });
    expect(moved.json()).toEqual({ detail: 'Sticky-note list not found.' });
    expect(await texts(ann, list)).toEqual([['secret', 0]]);
  });

  it('edits, reorders and moves notes between lists, renumbering both', async () => {
    const a = await newList(ann, 'A');
    const b = await newList(ann, 'B');
    const [n1, n2, n3] = [
      await newNote(ann, a, 'one'),
      await newNote(ann, a, 'two'),
      await newNote(ann, a, 'three'),
    ];
    await newNote(ann, b, 'bee');
    const edited = (
      await call('PUT', `/sticky-notes/notes/${n1.id}`, ann, { text: 'uno', color: 'pink' })
    ).json();
    expect(edited).toMatchObject({ text: 'uno', color: 'pink', position: 0, list_id: a });
    await call('PUT', `/sticky-notes/notes/${n3.id}`, ann, { position: 0 });
    expect(await texts(ann, a)).toEqual([
      ['three', 0],
      ['uno', 1],
      ['two', 2],
    ]);
    const moved = (
      await call('PUT', `/sticky-notes/notes/${n1.id}`, ann, { list_id: b, position: 0 })
    ).json();
    expect(moved).toMatchObject({ list_id: b, position: 0 });
    expect(await texts(ann, a)).toEqual([
      ['three', 0],
      ['two', 1],
    ]);
    expect(await texts(ann, b)).toEqual([
      ['uno', 0],
      ['bee', 1],
    ]);
    await call('PUT', `/sticky-notes/notes/${n2.id}`, ann, { list_id: b });
    expect((await texts(ann, b)).at(-1)).toEqual(['two', 2]);
    expect((await call('DELETE', `/sticky-notes/notes/${n1.id}`, ann)).json()).toEqual({
      detail: 'Note deleted.',
    });
    expect(await texts(ann, b)).toEqual([
      ['bee', 0],
      ['two', 1],
    ]);
    expect((await call('DELETE', `/sticky-notes/notes/${n1.id}`, ann)).statusCode).toBe(404);
  });

  it('renames and reorders lists, and deleting one closes the gap', async () => {
    const carl = await createMember(t);
    const [x, y, z] = [await newList(carl, 'x'), await newList(carl, 'y'), await newList(carl, 'z')];
    const res = await call('PUT', `/sticky-notes/lists/${z}`, carl, { name: 'zed', position: 0 });
    expect(res.json()).toMatchObject({ id: z, name: 'zed', position: 0 });
    const order = async () =>
      (await call('GET', '/sticky-notes/lists', carl))
        .json()
        .items.map((l: { id: number; position: number }) => [l.id, l.position]);
    expect(await order()).toEqual([
      [z, 0],
      [x, 1],
      [y, 2],
    ]);
    await newNote(carl, x, 'gone with the list');
    expect((await call('DELETE', `/sticky-notes/lists/${x}`, carl)).json()).toEqual({
      detail: 'List deleted.',
    });
    expect(await order()).toEqual([
      [z, 0],
      [y, 1],
    ]);
    const page = (await call('GET', '/sticky-notes/lists?skip=1&limit=1', carl)).json();
    expect(page).toMatchObject({ total_items: 2, current_page: 2, total_pages: 2, items: [{ id: y }] });
  });

  it('keeps positions contiguous when several notes land at once', async () => {
    const list = await newList(ann, 'Rush');
    await Promise.all(Array.from({ length: 8 }, (_, i) => newNote(ann, list, `n${i}`, { position: 0 })));
    expect((await texts(ann, list)).map(([, position]) => position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('deletes the board with the account', async () => {
    const gone = await createMember(t);
    const list = await newList(gone, 'Mine');
    await newNote(gone, list, 'private');
    await call('POST', '/users/me/delete', gone, { password: gone.password });
    expect(await t.app.ctx.db.select().from(stickyLists).where(eq(stickyLists.ownerId, gone.id))).toEqual([]);
    expect(await t.app.ctx.db.select().from(stickyNotes).where(eq(stickyNotes.listId, list))).toEqual([]);
  });

  it('caps lists per member with a clear 409', async () => {
    const dora = await createMember(t);
    for (let i = 0; i < 20; i++) await newList(dora, `L${i}`);
    const res = await call('POST', '/sticky-notes/lists', dora, { name: 'one too many' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'You can keep at most 20 sticky-note lists.' });
  });
});

import { notifications } from '../src/db/schema/notifications';
import { quizResults } from '../src/db/schema/quiz';
import { forumApi, replyTo, startThread, type Who } from './forum-kit';
import type { TestApp } from './test-app';

/** How to call an owner-only route on one fresh row of its owner. */
export type OwnerProbe = { url: string; payload?: unknown };
/** `others`: what another member gets for that row (README: 404, or the forum's 403 sentence). */
export type OwnerCase = { others: 403 | 404; prepare: () => Promise<OwnerProbe> };

export const SMD_INPUT = {
  code: '1AM',
  part_number: 'MMBT3904',
  manufacturer: 'onsemi',
  package: 'SOT-23',
  function: 'NPN transistor',
  pin_count: 3,
  source: 'onsemi MMBT3904 datasheet',
};

/** POSTs as `who` and returns the created row; anything but 200/201 fails the test's setup. */
export async function created(
  t: TestApp,
  who: Who,
  url: string,
  payload: unknown,
): Promise<{ id: number } & Record<string, unknown>> {
  const res = await forumApi(t)(who, 'POST', url, payload);
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * One case per owner-only route ('METHOD /path' as registered), each creating a fresh row of `a`
 * (messages go to `c`, who also answers `a`'s threads; the member probing must be neither).
 */
export function ownerCases(w: {
  t: TestApp;
  a: Who;
  c: Who;
  categoryId: number;
  componentId: number;
}): Record<string, OwnerCase> {
  const { t, a, c, categoryId, componentId } = w;
  const reminder = () =>
    created(t, a, '/reminders', { title: 'Recap the 4700 uF bank', due_at: '2031-01-02T09:00:00Z' });
  const list = () => created(t, a, '/lists/', { name: 'Bench spares' });
  const listItem = async () =>
    (await created(t, a, `/lists/${(await list()).id}/items`, { kind: 'smd', part_id: componentId })).id;
  const circuit = () =>
    created(t, a, '/circuits/', {
      name: 'Divider',
      document: { version: 1, title: 'Divider', parts: [], wires: [] },
    });
  const stickyList = () => created(t, a, '/sticky-notes/lists', { name: 'To order' });
  const stickyNote = async () =>
    created(t, a, `/sticky-notes/lists/${(await stickyList()).id}/notes`, { text: 'BC547 x 20' });
  const dmMessage = () =>
    created(t, a, '/dm/messages', { recipient_id: c.id, content: 'Is the scope free?' });
  const thread = () => startThread(t, a, categoryId);
  /** A's thread with an answer by C, for accepting. */
  async function answeredThread() {
    const th = await thread();
    return { thread: th, answer: await replyTo(t, c, th.id) };
  }

  async function notification(): Promise<number> {
    const [row] = await t.app.ctx.db
      .insert(notifications)
      .values({ userId: a.id, type: 'TICKET_SUBMITTED', content: { title: 'Scope probe' } })
      .returning({ id: notifications.id });
    return row!.id;
  }

  async function quizResult(): Promise<number> {
    const [row] = await t.app.ctx.db
      .insert(quizResults)
      .values({ userId: a.id, topic: 'diodes', questionCount: 5, correctCount: 4 })
      .returning({ id: quizResults.id });
    return row!.id;
  }

  return {
    'POST /users/me/notifications/:id/read': {
      others: 404,
      prepare: async () => ({ url: `/users/me/notifications/${await notification()}/read` }),
    },
    'DELETE /users/me/notifications/:id': {
      others: 404,
      prepare: async () => ({ url: `/users/me/notifications/${await notification()}` }),
    },
    'GET /reminders/:id': {
      others: 404,
      prepare: async () => ({ url: `/reminders/${(await reminder()).id}` }),
    },
    'PUT /reminders/:id': {
      others: 404,
      prepare: async () => ({ url: `/reminders/${(await reminder()).id}`, payload: { is_completed: true } }),
    },
    'DELETE /reminders/:id': {
      others: 404,
      prepare: async () => ({ url: `/reminders/${(await reminder()).id}` }),
    },
    'GET /quiz/results/:id': {
      others: 404,
      prepare: async () => ({ url: `/quiz/results/${await quizResult()}` }),
    },
    'GET /lists/:id': { others: 404, prepare: async () => ({ url: `/lists/${(await list()).id}` }) },
    'PUT /lists/:id': {
      others: 404,
      prepare: async () => ({ url: `/lists/${(await list()).id}`, payload: { name: 'Renamed' } }),
    },
    'DELETE /lists/:id': { others: 404, prepare: async () => ({ url: `/lists/${(await list()).id}` }) },
    'POST /lists/:id/items': {
      others: 404,
      prepare: async () => ({
        url: `/lists/${(await list()).id}/items`,
        payload: { kind: 'smd', part_id: componentId },
      }),
    },
    'DELETE /lists/items/:id': {
      others: 404,
      prepare: async () => ({ url: `/lists/items/${await listItem()}` }),
    },
    'PUT /lists/items/:id': {
      others: 404,
      prepare: async () => ({ url: `/lists/items/${await listItem()}`, payload: { quantity: 3 } }),
    },
    'GET /lists/:id/export.csv': {
      others: 404,
      prepare: async () => ({ url: `/lists/${(await list()).id}/export.csv` }),
    },
    'PUT /submissions/smd/:id': {
      others: 404,
      prepare: async () => ({
        url: `/submissions/smd/${(await created(t, a, '/submissions/smd/', SMD_INPUT)).id}`,
        payload: SMD_INPUT,
      }),
    },
    'GET /circuits/:id': { others: 404, prepare: async () => ({ url: `/circuits/${(await circuit()).id}` }) },
    'PUT /circuits/:id': {
      others: 404,
      prepare: async () => ({
        url: `/circuits/${(await circuit()).id}`,
        payload: { name: 'Divider 2', document: { version: 1, title: 'Divider 2', parts: [], wires: [] } },
      }),
    },
    'DELETE /circuits/:id': {
      others: 404,
      prepare: async () => ({ url: `/circuits/${(await circuit()).id}` }),
    },
    // Forum rows are public to read, so others get the forum's 403 sentence rather than a 404.
    'DELETE /forum/threads/:id': {
      others: 403,
      prepare: async () => ({ url: `/forum/threads/${(await thread()).id}` }),
    },
    'PUT /forum/posts/:id': {
      others: 403,
      prepare: async () => ({
        url: `/forum/posts/${(await thread()).first_post_id}`,
        payload: { content: 'Edited: it was the 3842.' },
      }),
    },
    'DELETE /forum/posts/:id': {
      others: 403,
      prepare: async () => ({ url: `/forum/posts/${(await replyTo(t, a, (await thread()).id)).id}` }),
    },
    'POST /forum/posts/:id/accept': {
      others: 403,
      prepare: async () => ({ url: `/forum/posts/${(await answeredThread()).answer.id}/accept` }),
    },
    'DELETE /forum/posts/:id/accept': {
      others: 403,
      prepare: async () => {
        const { answer } = await answeredThread();
        await created(t, a, `/forum/posts/${answer.id}/accept`, undefined);
        return { url: `/forum/posts/${answer.id}/accept` };
      },
    },
    'POST /forum/posts/:id/poll': {
      others: 403,
      prepare: async () => ({
        url: `/forum/posts/${(await thread()).first_post_id}/poll`,
        payload: { question: 'Which part failed?', options: ['Start-up resistor', 'The 3842'] },
      }),
    },
    // Messages: B is in no conversation with A here, so for B they do not exist (README: 404).
    'PUT /dm/messages/:id': {
      others: 404,
      prepare: async () => ({
        url: `/dm/messages/${(await dmMessage()).id}`,
        payload: { content: 'Edited' },
      }),
    },
    'DELETE /dm/messages/:id': {
      others: 404,
      prepare: async () => ({ url: `/dm/messages/${(await dmMessage()).id}` }),
    },
    'GET /dm/conversations/:id': {
      others: 404,
      prepare: async () => ({ url: `/dm/conversations/${(await dmMessage()).conversation_id}` }),
    },
    'GET /dm/conversations/:id/messages': {
      others: 404,
      prepare: async () => ({ url: `/dm/conversations/${(await dmMessage()).conversation_id}/messages` }),
    },
    'POST /dm/conversations/:id/mark-read': {
      others: 404,
      prepare: async () => ({ url: `/dm/conversations/${(await dmMessage()).conversation_id}/mark-read` }),
    },
    'POST /dm/conversations/:id/hide': {
      others: 404,
      prepare: async () => ({ url: `/dm/conversations/${(await dmMessage()).conversation_id}/hide` }),
    },
    'GET /sticky-notes/lists/:id': {
      others: 404,
      prepare: async () => ({ url: `/sticky-notes/lists/${(await stickyList()).id}` }),
    },
    'PUT /sticky-notes/lists/:id': {
      others: 404,
      prepare: async () => ({
        url: `/sticky-notes/lists/${(await stickyList()).id}`,
        payload: { name: 'Ordered' },
      }),
    },
    'DELETE /sticky-notes/lists/:id': {
      others: 404,
      prepare: async () => ({ url: `/sticky-notes/lists/${(await stickyList()).id}` }),
    },
    'POST /sticky-notes/lists/:id/notes': {
      others: 404,
      prepare: async () => ({
        url: `/sticky-notes/lists/${(await stickyList()).id}/notes`,
        payload: { text: '10k x 100' },
      }),
    },
    'PUT /sticky-notes/notes/:id': {
      others: 404,
      prepare: async () => ({
        url: `/sticky-notes/notes/${(await stickyNote()).id}`,
        payload: { text: 'BC547 x 40' },
      }),
    },
    'DELETE /sticky-notes/notes/:id': {
      others: 404,
      prepare: async () => ({ url: `/sticky-notes/notes/${(await stickyNote()).id}` }),
    },
  };
}

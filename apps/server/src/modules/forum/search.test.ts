import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SearchHit } from '@electrobench/contracts/forum';
import type { Paged } from '@electrobench/contracts/pagination';
import {
  firstCategoryId,
  forumApi,
  forumMember,
  replyTo,
  startThread,
  type Who,
} from '../../../test/forum-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SEARCH_CANDIDATES } from './search-service';

let t: TestApp;
let api: ReturnType<typeof forumApi>;
let member: Who;
const threads: Record<string, number> = {};

/** A small corpus where each query has one clearly best answer. */
const CORPUS = [
  {
    key: 'amp',
    title: 'Audio amplifier output pair replacement',
    content: 'Both 2SC5200/2SA1943 outputs shorted. Are the Toshiba parts still made, or is MJL3281A a fit?',
  },
  {
    key: 'mosfet',
    title: 'IRFZ44N runs hot in a 12 V motor driver',
    content: 'The gate is driven at 5 V from a microcontroller; the MOSFET gets very hot at 10 A.',
  },
  {
    key: 'smps',
    title: 'Switch mode power supply hiccups at start',
    content: 'The supply starts, hiccups and restarts. Feedback optocoupler TLP-521 checked fine.',
  },
  {
    key: 'drive',
    title: 'Inverter shows OC fault',
    content: 'Drive trips on overcurrent at ramp-up; IGBT module measured fine with a meter.',
  },
  {
    key: 'scope',
    title: 'Cheap scope probe compensation',
    content: 'Square wave looks rounded on my scope; the power supplies in the lab are linear.',
  },
];

beforeAll(async () => {
  t = await createTestApp();
  api = forumApi(t);
  member = await forumMember(t);
  const categoryId = await firstCategoryId(t);
  for (const c of CORPUS) {
    threads[c.key] = (await startThread(t, member, categoryId, { title: c.title, content: c.content })).id;
  }
  await replyTo(t, member, threads.drive ?? 0, 'Later I replaced the IRFZ44N in the fan control too.');
});
afterAll(() => t.close());

const search = async (q: string) =>
  (await api(null, 'GET', `/forum/search?q=${encodeURIComponent(q)}`)).json<
    Paged<SearchHit> & { total_capped: boolean }
  >();

describe('forum search', () => {
  it('finds part numbers whole, written alone, lower-case, in pairs or hyphenated', async () => {
    expect((await search('2SC5200')).items[0]?.thread_id).toBe(threads.amp);
    expect((await search('2sa1943')).items[0]?.thread_id).toBe(threads.amp);
    expect((await search('TLP521')).items[0]?.thread_id).toBe(threads.smps);
    expect((await search('TLP-521')).items[0]?.thread_id).toBe(threads.smps);
    expect((await search('MJL3281A')).total_items).toBe(1);
  });

  it('ranks a title match above a passing mention in a reply', async () => {
    const hits = await search('IRFZ44N');
    expect(hits.total_items).toBe(2);
    expect(hits.items.map((h) => h.thread_id)).toEqual([threads.mosfet, threads.drive]);
    expect(hits.items[0]).toMatchObject({
      is_first_post: true,
      thread_title: 'IRFZ44N runs hot in a 12 V motor driver',
    });
    expect(hits.items[1]?.is_first_post).toBe(false);
  });

  it('stems ordinary words and supports phrases and exclusions', async () => {
    const supply = await search('power supply');
    expect(supply.items[0]?.thread_id).toBe(threads.smps);
    expect(supply.items.map((h) => h.thread_id)).toContain(threads.scope);
    expect((await search('"power supply" -hiccups')).items.map((h) => h.thread_id)).toEqual([threads.scope]);
    expect((await search('overcurrent inverter')).items[0]?.thread_id).toBe(threads.drive);
    expect((await search('nothing-like-this-anywhere')).total_items).toBe(0);
  });

  it('highlights matches in an escaped snippet and pages results', async () => {
    const hit = (await search('gate microcontroller')).items[0];
    expect(hit?.snippet_html).toContain('<mark>gate</mark>');
    expect(hit?.snippet_html).toContain('<mark>microcontroller</mark>');
    await startThread(t, member, await firstCategoryId(t), {
      title: 'Snippet escaping check',
      content: 'The "tag" <b>zzyzx</b> marker & friends',
    });
    const escaped = (await search('zzyzx')).items[0]?.snippet_html ?? '';
    expect(escaped).toContain('&amp; friends');
    expect(escaped).toContain('<mark>zzyzx</mark>');
    expect(escaped.replace(/<\/?mark>/g, '')).not.toContain('<');
    const page = await search('fine');
    expect(page.total_items).toBe(2);
    const second = (await api(null, 'GET', '/forum/search?q=fine&skip=1&limit=1')).json<Paged<SearchHit>>();
    expect(second).toMatchObject({ total_items: 2, current_page: 2, total_pages: 2 });
  });

  it('drops deleted posts from results and explains a too-short query', async () => {
    const reply = await replyTo(t, member, threads.scope ?? 0, 'Unique word quokkatron here.');
    expect((await search('quokkatron')).total_items).toBe(1);
    await api(member, 'DELETE', `/forum/posts/${reply.id}`);
    expect((await search('quokkatron')).total_items).toBe(0);
    const short = await api(null, 'GET', '/forum/search?q=a');
    expect(short.statusCode).toBe(422);
    expect(JSON.stringify(short.json())).toContain('Search for at least 2 characters.');
  });

  it('ranks among the newest 1,000 matches when a word is everywhere, and says the total is capped', async () => {
    // Loaded straight into the table: 1,100 posts through the API would only test the API again.
    await t.app.ctx.db.execute(sql`
      INSERT INTO forum_posts (thread_id, author_id, content, content_html, search_vector)
      SELECT ${threads.scope}, ${member.id}, 'ubiquitous filler ' || i, '', to_tsvector('english', 'ubiquitous filler ' || i)
      FROM generate_series(1, ${SEARCH_CANDIDATES + 100}) AS i`);
    const res = await search('ubiquitous');
    expect(res).toMatchObject({ total_items: SEARCH_CANDIDATES, total_capped: true, total_pages: 50 });
    expect((await search('IRFZ44N')).total_capped).toBe(false);
  });
});

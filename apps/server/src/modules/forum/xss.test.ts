import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumPost, Poll, ThreadDetail } from '@electrobench/contracts/forum';
import { firstCategoryId, forumApi, forumMember, startThread, type Who } from '../../../test/forum-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ReturnType<typeof forumApi>;
let author: Who;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  api = forumApi(t);
  author = await forumMember(t);
  categoryId = await firstCategoryId(t);
});
afterAll(() => t.close());

/** Attacks a forum sees: raw tags, event handlers, script-bearing URLs and their encodings. */
export const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<details open ontoggle=alert(1)>x</details>',
  '<style>body{display:none}</style>',
  '<a href="javascript:alert(1)">raw link</a>',
  '[md link](javascript:alert(1))',
  '[mixed case](JaVaScRiPt:alert(1))',
  '[entity](&#106;avascript:alert(1))',
  '[tab](java\tscript:alert(1))',
  '[vb](vbscript:msgbox(1))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![data image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![png](data:image/png;base64,iVBORw0KGgo=)',
  '<javascript:alert(1)>',
  '[quote break](https://ok.example" onmouseover="alert(1))',
  '![alt" onerror="alert(1)](https://ok.example/a.png)',
  '`<script>alert(1)</script>` in code',
  '```html\n<script>alert(1)</script>\n```',
  '| a | b |\n|---|---|\n| <img src=x onerror=alert(1)> | [x](javascript:alert(1)) |',
  '<scr<script>ipt>alert(1)</script>',
  '"><script>alert(1)</script>',
  '[link](//evil.example/path)',
];

const decode = (v: string) =>
  v
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCharCode(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&amp;/g, '&')
    // Browsers drop whitespace and control characters inside a URL scheme.
    // eslint-disable-next-line no-control-regex
    .replace(/[\s\u0000-\u001f]/g, '')
    .toLowerCase();

/** Tags and their attributes as a browser would read them (values are quoted by the sanitiser). */
function tagsOf(html: string) {
  const tags = [...html.matchAll(/<([a-z][a-z0-9]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/gi)];
  return tags.map((m) => ({
    name: (m[1] ?? '').toLowerCase(),
    attrs: [...(m[2] ?? '').matchAll(/\s([^\s=>/]+)(?:="([^"]*)")?/g)].map((a) => [
      (a[1] ?? '').toLowerCase(),
      a[2] ?? '',
    ]),
  }));
}

/** The stored HTML may hold no script, no handler attribute and no link outside http(s), mailto or our paths. */
function expectInert(html: string) {
  // Every "<" left is either a tag of the allow-list or was escaped to &lt;.
  expect(html.replace(/<\/?[a-z][a-z0-9]*(\s+[^\s=>/]+(="[^"]*")?)*\s*\/?>/gi, '')).not.toContain('<');
  for (const tag of tagsOf(html)) {
    expect(['script', 'iframe', 'svg', 'style', 'object', 'embed', 'details']).not.toContain(tag.name);
    for (const [name, value] of tag.attrs) {
      expect(name, html).not.toMatch(/^on/);
      if (name === 'href' || name === 'src') {
        expect(decode(value ?? ''), html).toMatch(/^(https?:\/\/|mailto:|\/(?!\/)|#)/);
      }
    }
  }
}

describe('forum content is rendered inert', () => {
  it('stores no script, handler or unsafe link for any post in the corpus', async () => {
    const thread = await startThread(t, author, categoryId);
    for (const content of XSS_CORPUS) {
      const res = await api(author, 'POST', `/forum/threads/${thread.id}/posts`, { content });
      expect(res.statusCode).toBe(201);
      const post = res.json<ForumPost>();
      expect(post.content).toBe(content);
      expectInert(post.content_html);
      const preview = await api(author, 'POST', '/forum/preview', { content });
      expect(preview.json().content_html).toBe(post.content_html);
    }
  });

  it('shows raw HTML as text and keeps code readable', async () => {
    const res = await api(author, 'POST', '/forum/preview', { content: '<b>bold?</b> and `a < b`' });
    expect(res.json().content_html).toBe('<p>&lt;b&gt;bold?&lt;/b&gt; and <code>a &lt; b</code></p>\n');
  });

  it('marks external links nofollow ugc noopener and leaves our own paths alone', async () => {
    const html = (
      await api(author, 'POST', '/forum/preview', {
        content:
          '[sheet](https://www.onsemi.com/x.pdf) and [tool](/tools/smd-search?q=1F) and https://auto.example/link',
      })
    ).json().content_html as string;
    expect(html).toContain('<a href="https://www.onsemi.com/x.pdf" rel="nofollow ugc noopener">sheet</a>');
    expect(html).toContain('<a href="/tools/smd-search?q=1F">tool</a>');
    expect(html).toContain('<a href="https://auto.example/link" rel="nofollow ugc noopener">');
  });

  it('returns titles and poll text exactly as typed (plain text for the page to escape)', async () => {
    const title = '<script>alert("t")</script> Q1 <img src=x onerror=alert(1)>';
    const option = '<img src=x onerror=alert(2)>';
    const thread: ThreadDetail = await startThread(t, author, categoryId, {
      title,
      poll: { question: '<b onclick=alert(3)>Which?</b>', options: [option, 'javascript:alert(4)'] },
    });
    expect(thread.title).toBe(title);
    expect(thread.slug).toBe('script-alert-t-script-q1-img-src-x-onerror-alert-1');
    const poll = (await api(null, 'GET', `/forum/posts/${thread.first_post_id}/poll`)).json<Poll>();
    expect(poll.question).toBe('<b onclick=alert(3)>Which?</b>');
    expect(poll.options.map((o) => o.text)).toEqual([option, 'javascript:alert(4)']);
  });
});

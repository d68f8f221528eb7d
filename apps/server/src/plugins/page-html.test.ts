import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pageHtmlFor } from './page-html';

// A build's index.html: the entry's shared chunk for every page, the home page's own hints marked.
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-AAAA1111.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-BBBB2222.js">
    <link rel="modulepreload" crossorigin href="/assets/home-page-CCCC3333.js" data-route-preload>
    <link rel="preload" as="style" crossorigin href="/assets/home-page-DDDD4444.css" data-route-preload>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const TABLE = {
  routes: [
    { path: '', js: ['assets/home-page-CCCC3333.js'], css: ['assets/home-page-DDDD4444.css'] },
    {
      path: 'testing/vi-curve-tracer',
      js: ['assets/vi-curve-tracer-page-EEEE5555.js', 'assets/uplot-chart-FFFF6666.js'],
      css: ['assets/uplot-chart-GGGG7777.css'],
    },
    { path: 'forum/search', js: ['assets/search-page-HHHH8888.js'], css: [] },
    { path: 'forum/t/:threadIdentifier/:slug?', js: ['assets/thread-page-IIII9999.js'], css: [] },
    {
      path: 'forum/t/:threadIdentifier/:slug?/post/:postId',
      js: ['assets/thread-page-IIII9999.js'],
      css: [],
    },
    { path: 'my-lists/:listId', js: ['assets/list-page-JJJJ0000.js'], css: [] },
    { path: '*', js: ['assets/not-found-page-KKKK1111.js'], css: [] },
    { path: 'evil', js: ['assets/x.js"><script>alert(1)</script>'], css: [] },
  ],
};

const dist = mkdtempSync(path.join(tmpdir(), 'eb-page-html-'));
writeFileSync(path.join(dist, 'index.html'), INDEX);
writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(TABLE));
const pageHtml = pageHtmlFor(dist);

const hinted = (page: { html: string } | string | null | undefined) =>
  [...((typeof page === 'string' ? page : page?.html) ?? '').matchAll(/href="\/([^"]+)"/g)].map((m) => m[1]);

describe('page HTML with the hints of the page an address opens', () => {
  it('leaves the home page as built', () => {
    expect(pageHtml?.('/')).toBeNull();
  });

  it('swaps the home page hints for the page’s own and keeps the shared ones', () => {
    const html = pageHtml?.('/testing/vi-curve-tracer')?.html;
    expect(hinted(html)).toEqual([
      'assets/react-BBBB2222.js',
      'assets/vi-curve-tracer-page-EEEE5555.js',
      'assets/uplot-chart-FFFF6666.js',
      'assets/uplot-chart-GGGG7777.css',
    ]);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-AAAA1111.js"></script>');
    expect(html).toMatch(/data-route-preload>\n {2}<\/head>/);
  });

  it('fetches the page’s chunks at low priority, behind the entry script that paints the shell', () => {
    const html = pageHtml?.('/testing/vi-curve-tracer')?.html ?? '';
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vi-curve-tracer-page-EEEE5555.js" data-route-preload>',
    );
    // The entry's own shared chunks keep their normal priority.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-BBBB2222.js">');
  });

  it('preloads the page’s stylesheets without holding the first paint for them', () => {
    const html = pageHtml?.('/testing/vi-curve-tracer')?.html ?? '';
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/uplot-chart-GGGG7777.css" data-route-preload>',
    );
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('matches parameters, optional segments and literal routes first', () => {
    expect(hinted(pageHtml?.('/forum/search'))).toContain('assets/search-page-HHHH8888.js');
    expect(hinted(pageHtml?.('/forum/t/12'))).toContain('assets/thread-page-IIII9999.js');
    expect(hinted(pageHtml?.('/forum/t/12/a-slug/post/7'))).toContain('assets/thread-page-IIII9999.js');
    expect(hinted(pageHtml?.('/my-lists/3/'))).toContain('assets/list-page-JJJJ0000.js');
    // An address no page takes opens the not-found page.
    expect(hinted(pageHtml?.('/no/such/page'))).toEqual([
      'assets/react-BBBB2222.js',
      'assets/not-found-page-KKKK1111.js',
    ]);
  });

  it('never writes a file name that is not a plain path into the HTML', () => {
    expect(pageHtml?.('/evil')?.html).not.toContain('<script>alert');
  });

  it('is off when the build wrote no route table', () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'eb-page-html-'));
    writeFileSync(path.join(bare, 'index.html'), INDEX);
    expect(pageHtmlFor(bare)).toBeNull();
    rmSync(bare, { recursive: true, force: true });
  });
});

describe('the server sends it for page addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a page address with its own hints, uncached, and the home page with index.html', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/testing/vi-curve-tracer?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(hinted(page.body)).toContain('assets/vi-curve-tracer-page-EEEE5555.js');
    expect(hinted(page.body)).not.toContain('assets/home-page-CCCC3333.js');
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toBe(INDEX);
  });

  it('sends the page HTML compressed when the browser takes it, like index.html', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/forum/search' });
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/forum/search',
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
    expect(hinted(plain.body)).toContain('assets/search-page-HHHH8888.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

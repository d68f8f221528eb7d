import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { z } from 'zod';

/** Written by the web build beside index.html (apps/web/vite-route-preloads.ts). */
const routePreloadsFile = z.object({
  routes: z.array(z.object({ path: z.string(), js: z.array(z.string()), css: z.array(z.string()) })),
});
type RouteEntry = z.infer<typeof routePreloadsFile>['routes'][number];

const ROUTE_HINT = /[ \t]*<link\b[^>]*\bdata-route-preload\b[^>]*>\r?\n?/g;
const SAFE_FILE = /^[\w./-]+$/;

interface CompiledRoute {
  entry: RouteEntry;
  pattern: RegExp;
  literals: number;
  segments: number;
}

/** A React Router path ('forum/t/:id/:slug?', '*') as a regular expression over the URL path. */
function compile(entry: RouteEntry): CompiledRoute {
  const segments = entry.path.split('/').filter(Boolean);
  let source = '^';
  let literals = 0;
  for (const segment of segments) {
    if (segment === '*') source += '(?:/.*)?';
    else if (segment.startsWith(':')) source += segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    else {
      source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      literals++;
    }
  }
  return { entry, pattern: new RegExp(`${source}/?$`), literals, segments: segments.length };
}

function hintsOf(entry: RouteEntry): string {
  const safe = (files: string[]) => files.filter((file) => SAFE_FILE.test(file));
  return [
    ...safe(entry.js).map(
      (file) =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" data-route-preload>`,
    ),
    ...safe(entry.css).map(
      (file) => `<link rel="preload" as="style" crossorigin href="/${file}" data-route-preload>`,
    ),
  ]
    .map((tag) => `    ${tag}\n`)
    .join('');
}

/** A page's HTML with its compressed forms, made once at start like the build's index.html.br/.gz. */
export interface PageHtml {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The HTML to send for a page address: index.html with the home page's own code hints
 * (data-route-preload) replaced by the hints of the page the address opens, so its chunks download
 * alongside the entry script instead of after it has run, at low priority so that the entry script
 * (which paints the shell) is not slowed by them. The page's stylesheets are preloaded, not linked:
 * a linked stylesheet in the head holds the first paint of the whole shell until it arrives, and
 * the page's chunk applies its own stylesheet (from the cache) before it renders. Null where
 * index.html fits as it is (the home page) or the build wrote no route table. Built once per route
 * at start.
 */
export function pageHtmlFor(webDist: string | undefined): ((urlPath: string) => PageHtml | null) | null {
  if (!webDist) return null;
  const tablePath = path.join(webDist, 'route-preloads.json');
  const indexPath = path.join(webDist, 'index.html');
  if (!existsSync(tablePath) || !existsSync(indexPath)) return null;
  const parsed = routePreloadsFile.safeParse(JSON.parse(readFileSync(tablePath, 'utf8')));
  if (!parsed.success) return null;
  const index = readFileSync(indexPath, 'utf8');
  if (!index.includes('</head>')) return null;
  const bare = index.replace(ROUTE_HINT, '');
  const routes = parsed.data.routes
    .filter((entry) => entry.path !== '')
    .map(compile)
    // Literal segments win over parameters, longer patterns over shorter, the catch-all last.
    .sort((a, b) => b.literals - a.literals || b.segments - a.segments);
  const html = new Map<RouteEntry, PageHtml>(
    routes.map(({ entry }) => {
      const text = bare.replace('</head>', `${hintsOf(entry)}  </head>`);
      return [entry, { html: text, br: brotliCompressSync(text), gzip: gzipSync(text, { level: 9 }) }];
    }),
  );
  return (urlPath) => {
    if (urlPath === '/' || urlPath === '') return null;
    const match = routes.find((route) => route.pattern.test(urlPath));
    return match ? (html.get(match.entry) ?? null) : null;
  };
}

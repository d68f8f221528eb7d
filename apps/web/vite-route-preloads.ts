import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** One page of the route table: its path pattern, the module it loads and whether it uses queries. */
export interface RouteModule {
  /** React Router pattern without the leading slash ('' is the home page). */
  path: string;
  /** The import specifier of the page module, relative to routes.tsx. */
  module: string;
  /** Wrapped in the QueryIsland (page()), which loads TanStack Query as well. */
  query: boolean;
}

/** What the server reads to hint each page's code in its HTML (written beside index.html). */
export interface RoutePreloads {
  routes: { path: string; js: string[]; css: string[] }[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const NAMED = /const (\w+) = named\(\s*\(\) => import\('([^']+)'\),\s*'\w+',?\s*\)/g;
const ROUTE = /\b(page|lightPage)\(\s*'([^']*)',\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"),\s*(\w+),?\s*\)/g;
const INDEX = /\{\s*index: true,\s*element: <(\w+) \/>\s*\}/;

/**
 * The pages of app/routes.tsx read from its source: `const X = named(() => import('...'), 'X')`
 * declarations and the `page(...)` / `lightPage(...)` entries that use them. The web app's
 * route-modules test checks that every route of APP_ROUTES is found, so a route written another
 * way fails there rather than silently losing its hint.
 */
export function routeModules(source: string): RouteModule[] {
  const modules = new Map<string, string>();
  for (const [, name, specifier] of source.matchAll(NAMED)) {
    if (name && specifier) modules.set(name, specifier);
  }
  const routes: RouteModule[] = [];
  const home = INDEX.exec(source)?.[1];
  const homeModule = home ? modules.get(home) : undefined;
  if (homeModule) routes.push({ path: '', module: homeModule, query: false });
  for (const [, kind, routePath, name] of source.matchAll(ROUTE)) {
    const module = name ? modules.get(name) : undefined;
    if (module && routePath !== undefined) routes.push({ path: routePath, module, query: kind === 'page' });
  }
  return routes;
}

type Chunk = Rollup.OutputChunk;

/**
 * Module preloading is off for lazy pages (modulePreload: false): the dependency lists Vite writes
 * into the entry for every lazy import cost 4 KB gzip of the first download. Instead the HTML carries
 * <link rel=modulepreload> hints: the entry's own imports for every page, and the page's own chunks
 * (marked data-route-preload). index.html holds the home page's, where most visits start; the server
 * swaps in another page's from route-preloads.json, so its code downloads alongside the entry
 * instead of after the entry has run and asked for it.
 */
export function routePreloads(routesFile: string): Plugin {
  let table: RoutePreloads | null = null;
  return {
    name: 'electrobench-route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = new Map<string, Chunk>(
          Object.values(context.bundle ?? {}).flatMap((file) =>
            file.type === 'chunk' ? [[file.fileName, file] as const] : [],
          ),
        );
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        if (!entry) return [];
        const reach = (start: string[], skip: ReadonlySet<string>) => {
          const found = new Set<string>();
          const visit = (fileName: string) => {
            if (found.has(fileName) || skip.has(fileName)) return;
            found.add(fileName);
            for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
          };
          start.forEach(visit);
          return found;
        };
        const shared = reach(entry.imports, new Set([entry.fileName]));
        const known = new Set([entry.fileName, ...shared]);
        const byModule = (absolute: string) =>
          [...chunks.values()].find((chunk) =>
            ['.tsx', '.ts'].some((ext) => chunk.facadeModuleId === `${absolute}${ext}`),
          );
        const dir = path.dirname(routesFile);
        const island = byModule(path.join(dir, 'query-island'));
        const routes = routeModules(readFileSync(routesFile, 'utf8')).flatMap((route) => {
          const page = byModule(path.resolve(dir, route.module));
          if (!page) return [];
          const start = [page.fileName, ...(route.query && island ? [island.fileName] : [])];
          const js = [...reach(start, known)];
          const css = js.flatMap((fileName) => [...(chunks.get(fileName)?.viteMetadata?.importedCss ?? [])]);
          return [{ path: route.path, js, css: [...new Set(css)] }];
        });
        table = { routes };
        const home = routes.find((route) => route.path === '');
        const link = (attrs: Record<string, string | boolean>) => ({
          tag: 'link',
          attrs,
          injectTo: 'head' as const,
        });
        return [
          ...[...shared].map((fileName) =>
            link({ rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }),
          ),
          ...(home?.js ?? []).map((fileName) =>
            link({
              rel: 'modulepreload',
              crossorigin: true,
              href: `/${fileName}`,
              'data-route-preload': true,
            }),
          ),
          ...(home?.css ?? []).map((fileName) =>
            // Preloaded, not linked: see apps/server/src/plugins/page-html.ts.
            link({
              rel: 'preload',
              as: 'style',
              crossorigin: true,
              href: `/${fileName}`,
              'data-route-preload': true,
            }),
          ),
        ];
      },
    },
    writeBundle(options) {
      if (!table) throw new Error('route preloads were not computed (no index.html in the build?)');
      writeFileSync(path.join(options.dir ?? 'dist', ROUTE_PRELOADS_FILE), JSON.stringify(table));
    },
  };
}

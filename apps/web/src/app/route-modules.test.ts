import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeModules } from '../../vite-route-preloads';
import { APP_ROUTES } from './routes';

// The build reads routes.tsx's source to hint each page's chunks in the HTML the server sends for
// it (vite-route-preloads.ts). A route written in a form the reader does not know would lose its
// hint without any error, so every page route of the live table must be found by the reader.
const source = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'routes.tsx'), 'utf8');

function pagePaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.index ? [''] : route.path !== undefined ? [route.path] : []),
    ...pagePaths(route.children ?? []),
  ]);
}

describe('route modules read from routes.tsx', () => {
  const read = routeModules(source);

  it('finds every page route of the table, each with its module', () => {
    const paths = pagePaths(APP_ROUTES);
    expect(paths.length).toBeGreaterThan(60);
    expect(read.map((r) => r.path).sort()).toEqual([...paths].sort());
    for (const route of read) expect(route.module, route.path).toMatch(/^\.\.?\//);
  });

  it('tells the query pages from the light ones', () => {
    const byPath = new Map(read.map((r) => [r.path, r]));
    expect(byPath.get('')).toEqual({ path: '', module: '../features/home/home-page', query: false });
    expect(byPath.get('testing/vi-curve-tracer')).toMatchObject({
      module: '../features/simulators/vi-curve-tracer-page',
      query: false,
    });
    expect(byPath.get('forum/t/:threadIdentifier/:slug?')).toMatchObject({
      module: '../features/forum/thread-page',
      query: true,
    });
    expect(byPath.get('calculators/ohms-law')?.query).toBe(false);
  });
});

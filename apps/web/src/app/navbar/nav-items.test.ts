import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../routes';
import { APP_ITEMS, NAV_GROUPS } from './nav-items';

function titleOfDeepestMatch(path: string): string | undefined {
  const handle = matchRoutes(APP_ROUTES, path)?.at(-1)?.route.handle as { title?: string } | undefined;
  return handle?.title;
}

describe('navigation items', () => {
  it('lead to a real page each: no not-found page and no duplicate', () => {
    const paths = NAV_GROUPS.flatMap((group) => group.items.map((item) => item.to));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [...paths, ...APP_ITEMS.map((app) => app.to)]) {
      expect(titleOfDeepestMatch(path), path).not.toBe('Page not found');
    }
  });
});

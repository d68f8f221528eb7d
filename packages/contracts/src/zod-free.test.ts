import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

// Modules the web app's read-only pages import at run time. Each must reach no zod, or zod (26 KB
// gzip, and its schema building at start) comes back on every lookup and forum page.
const ZOD_FREE = [
  'paging',
  'limits',
  'transistor-constants',
  'component-constants',
  'list-constants',
  'forum-constants',
];

function importsOf(module: string): string[] {
  const text = readFileSync(path.join(here, `${module}.ts`), 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1] ?? '');
}

describe('zod-free contract modules', () => {
  it.each(ZOD_FREE)('%s imports nothing that loads zod', (module) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const target of importsOf(name)) {
        expect(target, `${name} imports ${target}`).toMatch(/^\.\//);
        const local = target.slice(2).replace(/\.ts$/, '');
        expect(local, `${name} imports ${target}`).not.toBe('zod');
        visit(local);
      }
    };
    visit(module);
  });

  it('the schema modules still offer every value they moved out', async () => {
    const [transistors, constants] = await Promise.all([
      import('./transistors'),
      import('./transistor-constants'),
    ]);
    for (const name of Object.keys(constants)) expect(transistors, name).toHaveProperty(name);
    const forum = await import('./forum');
    expect(forum.postLink(3, 'a-b', 9)).toBe('/forum/t/3/a-b/post/9');
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { WEB_DIST } from './support/server';

// The first download of the home page, read from the build's manifest (no timing involved): the
// entry, every chunk it imports, and the home page with its imports (preloaded by index.html).
// Goal from the web shell issue: at most 100 KB gzip. bench/web-bundle.bench.ts prints the same
// figure as a browser fetches it.
const BUDGET_BYTES = 100_000;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  src?: string;
  imports?: string[];
}

const manifest = JSON.parse(readFileSync(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function withStaticImports(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(imported, into);
  return into;
}

const gzipBytes = (file: string) =>
  gzipSync(readFileSync(path.join(WEB_DIST, file)), { level: constants.Z_BEST_COMPRESSION }).length;

describe('first download of the home page', () => {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const home = Object.keys(manifest).find((key) => key.endsWith('features/home/home-page.tsx'));

  it(`is at most ${BUDGET_BYTES / 1000} kB of gzipped JavaScript`, () => {
    expect(entry && home).toBeTruthy();
    const keys = withStaticImports(home ?? '', withStaticImports(entry ?? ''));
    const files = [...keys].map((key) => manifest[key]?.file ?? '').filter((f) => f.endsWith('.js'));
    const sizes = files.map((file) => `${file} ${gzipBytes(file)}`);
    const total = files.reduce((sum, file) => sum + gzipBytes(file), 0);
    expect(total, `initial JavaScript of /:\n${sizes.join('\n')}`).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('leaves the circuit simulator engine and every page but the home page to later downloads', () => {
    const keys = withStaticImports(home ?? '', withStaticImports(entry ?? ''));
    const pages = [...keys].filter((key) => /-page\.tsx$/.test(key));
    expect(pages).toEqual([home]);
    expect([...keys].some((key) => /sim-worker|eecircuit|ngspice/.test(key))).toBe(false);
  });
});

// Varied real lookups for the concurrency and load benchmarks: part numbers, codes and makers taken
// from the shipped seed CSVs, typed the ways people type them (whole, first letters, lower case,
// with a packing suffix). Each route gets its own list; a request takes the next entry in turn.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/src/db/seed');

function csv(file: string): Record<string, string>[] {
  return parse(readFileSync(path.join(seedDir, file)), { columns: true, skip_empty_lines: true });
}

/** Every n-th row, so the list spans the whole file rather than its first maker. */
function spread<T>(rows: T[], count: number): T[] {
  const step = Math.max(1, Math.floor(rows.length / count));
  return rows.filter((_, i) => i % step === 0).slice(0, count);
}

const enc = encodeURIComponent;

export type LookupRoute = { name: string; paths: string[] };

/** Paths under /api/v1 for each public lookup route. */
export function lookupRoutes(driveModels: string[]): LookupRoute[] {
  const transistors = spread(csv('semiconductors/transistors.csv'), 200).map((r) => r.mpn!);
  const smd = spread(csv('markings/smd-codes.csv'), 200);
  const igbts = spread(csv('semiconductors/igbts.csv'), 100).map((r) => r.mpn!);
  const optos = spread(csv('semiconductors/optocouplers.csv'), 100).map((r) => r.mpn!);
  const logos = csv('markings/ic-logos.csv').map((r) => r.name!);
  const diodes = spread(csv('markings/diode-markings.csv'), 200).map((r) => r.code!);
  const fuses = csv('markings/fuse-markings.csv').map((r) => r.code!);
  const faults = spread(
    ['abb', 'siemens', 'yaskawa', 'danfoss', 'schneider'].flatMap((m) => csv(`drives/faults-${m}.csv`)),
    200,
  ).map((r) => r.code!);
  const typed = (mpn: string, i: number) =>
    i % 4 === 0 ? mpn : i % 4 === 1 ? mpn.toLowerCase() : i % 4 === 2 ? mpn.slice(0, 4) : `${mpn}BU`;
  return [
    {
      name: 'transistor search',
      paths: transistors.map((m, i) => `/transistor-xref/search?q=${enc(i % 2 ? m.slice(0, 4) : m)}`),
    },
    {
      name: 'transistor lookup',
      paths: transistors.map((m, i) => `/transistor-xref/lookup/${enc(typed(m, i))}`),
    },
    { name: 'transistor xref', paths: transistors.map((m) => `/transistor-xref/xref/${enc(m)}`) },
    { name: 'transistor part', paths: transistors.map((m) => `/transistor-xref/part/${enc(m)}`) },
    {
      name: 'SMD search',
      paths: smd.map((r, i) =>
        i % 3 === 2
          ? `/smd/?search_term=${enc(r.part_number!.slice(0, 5))}`
          : `/smd/?search_term=${enc(r.code!)}`,
      ),
    },
    {
      name: 'IGBT search',
      paths: igbts.map((m, i) => `/igbt-xref/search?q=${enc(i % 2 ? m.slice(0, 5) : m)}`),
    },
    { name: 'opto search', paths: optos.map((m, i) => `/opto/search?q=${enc(i % 2 ? m.slice(0, 3) : m)}`) },
    { name: 'IC logos', paths: logos.map((n) => `/ic-logos/?q=${enc(n.split(' ')[0]!)}`) },
    { name: 'diode markings', paths: diodes.map((c) => `/markings/diodes?q=${enc(c)}`) },
    { name: 'fuse markings', paths: fuses.map((c) => `/markings/fuses?q=${enc(c)}`) },
    { name: 'drive fault search', paths: faults.map((c) => `/drives/search?q=${enc(c)}`) },
    { name: 'drive faults list', paths: driveModels.map((m) => `/drives/faults/${m}`) },
    {
      name: '/search',
      paths: [
        ...transistors.slice(0, 60),
        ...smd.slice(0, 60).map((r) => r.code!),
        ...faults.slice(0, 40),
      ].map((q) => `/search?q=${enc(q)}`),
    },
  ];
}

type Named = { slug: string };

/** `{type}/{maker}/{model}` slugs as the server lists them. */
export async function driveModelPaths(base: string): Promise<string[]> {
  const get = async <T>(p: string) => (await (await fetch(`${base}/api/v1${p}`)).json()) as T;
  const out: string[] = [];
  for (const type of await get<Named[]>('/drives/types')) {
    const { manufacturers } = await get<{ manufacturers: Named[] }>(`/drives/manufacturers/${type.slug}`);
    for (const maker of manufacturers) {
      const { models } = await get<{ models: Named[] }>(`/drives/models/${type.slug}/${maker.slug}`);
      for (const model of models) out.push(`${type.slug}/${maker.slug}/${model.slug}`);
    }
  }
  return out;
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A seed CSV beside this file when running from source (tests, tsx), or in the source tree next to
 * the bundled dist/main.js in production (the bundle does not carry the data files).
 */
export function readSeedFile(folder: string, name: string): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, folder, name), path.resolve(here, '../src/db/seed', folder, name)];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`seed file ${folder}/${name} not found (looked in ${candidates.join(', ')})`);
  return readFileSync(found, 'utf8');
}

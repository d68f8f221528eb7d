import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { seedState } from '../schema/seed-state';
import {
  diodeMarkingsSeeder,
  fuseMarkingsSeeder,
  icLogosSeeder,
  igbtsSeeder,
  optocouplersSeeder,
  rbsoaSeeder,
  secondBreakdownSeeder,
  smdCodesSeeder,
  soaSeeder,
  transistorsSeeder,
} from './components-seeder';
import { driveFaultsSeeder } from './drive-faults-seeder';

export type Seeder = {
  name: string;
  /** Everything the loaded rows depend on (file contents); its hash decides whether to run. */
  inputs: () => string[];
  /** Idempotent (upsert by natural key): running it twice never duplicates or loses rows. */
  run: (ctx: AppContext) => Promise<{ rows: number }>;
};

/**
 * Bump when the way seed files become rows changes (parsing, normalising, search text) without the
 * files changing, so every seed is applied once more on the next start.
 */
export const SEED_LOGIC_VERSION = 2;

export function seedFingerprint(seeder: Seeder): string {
  const hash = createHash('sha256').update(`v${SEED_LOGIC_VERSION}\0${seeder.name}`);
  for (const input of seeder.inputs()) hash.update('\0').update(input);
  return hash.digest('hex');
}

/**
 * Reference data (components, drive faults, ...) ships as files. A start applies a seed only when
 * its fingerprint differs from the one recorded at its last application (first start, or a release
 * that changed the file), so administrators' edits and deletions of seeded rows survive restarts.
 */
export const SEEDERS: Seeder[] = [
  driveFaultsSeeder,
  smdCodesSeeder,
  diodeMarkingsSeeder,
  fuseMarkingsSeeder,
  icLogosSeeder,
  transistorsSeeder,
  igbtsSeeder,
  optocouplersSeeder,
  soaSeeder,
  secondBreakdownSeeder,
  rbsoaSeeder,
];

export async function runSeeds(
  ctx: AppContext,
  log: FastifyBaseLogger,
  seeders: Seeder[] = SEEDERS,
): Promise<{ applied: string[]; unchanged: string[] }> {
  const applied: string[] = [];
  const unchanged: string[] = [];
  for (const seeder of seeders) {
    const fingerprint = seedFingerprint(seeder);
    const [recorded] = await ctx.db
      .select({ fingerprint: seedState.fingerprint })
      .from(seedState)
      .where(eq(seedState.name, seeder.name));
    if (recorded?.fingerprint === fingerprint) {
      unchanged.push(seeder.name);
      continue;
    }
    const started = Date.now();
    const { rows } = await seeder.run(ctx);
    await ctx.db
      .insert(seedState)
      .values({ name: seeder.name, fingerprint })
      .onConflictDoUpdate({ target: seedState.name, set: { fingerprint, appliedAt: new Date() } });
    applied.push(seeder.name);
    log.info({ seeder: seeder.name, rows, ms: Date.now() - started }, 'reference data loaded');
  }
  if (unchanged.length > 0) log.info({ seeders: unchanged }, 'reference data unchanged since last start');
  return { applied, unchanged };
}

import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { IcLogo } from '@electrobench/contracts/components';
import type { AppContext } from '../../app-context';
import { icLogos, type IcLogoRow } from '../../db/schema/components';
import { PROFILE_IMAGE } from '@electrobench/contracts/limits';
import { catalogueChanged } from '../../lib/catalogue-changes';
import { notFound } from '../../lib/http-errors';
import { openPicture } from '../../lib/picture-upload';
import { uploadsDir } from '../../lib/uploads';
import { icLogoRank } from '../../lib/component-search/ic-logo-search';

export const LOGO_URL_PREFIX = '/uploads/ic-logos/';

const toIcLogo = (r: IcLogoRow): IcLogo => ({
  id: r.id,
  name: r.name,
  logo_description: r.logoDescription,
  country: r.country,
  part_prefixes: r.partPrefixes,
  website_domain: r.websiteDomain,
  notes: r.notes,
  source: r.source,
  image_url: r.imagePath,
});

/**
 * With a query, makers ranked by icLogoRank: names and their abbreviations first (TI, ST, NXP),
 * then part-number prefixes (LM358N -> LM makers), then words of the logo description. The table
 * holds one row per maker (about a hundred), so it is ranked in full here.
 */
export async function searchIcLogos(ctx: AppContext, q: string): Promise<IcLogo[]> {
  const byName = sql`lower(${icLogos.name}) COLLATE "C"`;
  const rows = await ctx.db.select().from(icLogos).orderBy(byName);
  if (q === '') return rows.map(toIcLogo);
  const ranked = rows
    .map((row) => ({ row, rank: icLogoRank(q, row) }))
    .filter((r): r is { row: IcLogoRow; rank: number } => r.rank !== null);
  // A stable sort keeps the name order within one rank.
  ranked.sort((a, b) => a.rank - b.rank);
  return ranked.map((r) => toIcLogo(r.row));
}

/** An admin's licensed logo, re-encoded to a 256 px wide WebP (drops metadata, rejects fakes). */
export async function storeLogoImage(ctx: AppContext, id: number, input: Buffer): Promise<IcLogo> {
  const [current] = await ctx.db.select().from(icLogos).where(eq(icLogos.id, id));
  if (!current) throw notFound('IC logo not found.');
  const picture = await openPicture(input, ['body', 'image'], 'The logo', PROFILE_IMAGE.maxSidePx);
  const output = await picture
    .resize({ width: 256, withoutEnlargement: true })
    .webp({ quality: 90 })
    .toBuffer();
  const dir = path.join(uploadsDir(ctx), 'ic-logos');
  mkdirSync(dir, { recursive: true });
  const name = `${id}-${randomBytes(8).toString('hex')}.webp`;
  writeFileSync(path.join(dir, name), output);
  const [row] = await ctx.db
    .update(icLogos)
    .set({ imagePath: `${LOGO_URL_PREFIX}${name}`, updatedAt: new Date() })
    .where(eq(icLogos.id, id))
    .returning();
  if (current.imagePath?.startsWith(LOGO_URL_PREFIX)) {
    rmSync(path.join(dir, path.basename(current.imagePath)), { force: true });
  }
  if (!row) throw notFound('IC logo not found.');
  catalogueChanged();
  return toIcLogo(row);
}

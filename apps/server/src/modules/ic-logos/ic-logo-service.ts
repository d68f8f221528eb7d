import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, like, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { IcLogo } from '@electrobench/contracts/components';
import type { AppContext } from '../../app-context';
import { icLogos, type IcLogoRow } from '../../db/schema/components';
import { FieldError, notFound } from '../../lib/http-errors';
import { uploadsDir } from '../../lib/uploads';
import { escapeLike } from '../../lib/like-pattern';

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
 * With a query: makers whose part-number prefix starts the typed text (LM358N -> LM makers) come
 * first, longest prefix first; then makers whose name or logo words contain it (trigram index from
 * 3 characters). The table holds one row per maker, so it stays small.
 */
export async function searchIcLogos(ctx: AppContext, q: string): Promise<IcLogo[]> {
  const byName = sql`lower(${icLogos.name}) COLLATE "C"`;
  if (q === '') return (await ctx.db.select().from(icLogos).orderBy(byName)).map(toIcLogo);
  const upper = q.toUpperCase();
  const prefixLength = sql<number>`coalesce((SELECT max(length(p)) FROM unnest(${icLogos.partPrefixes}) AS p
    WHERE ${upper} LIKE upper(p) || '%'), 0)`;
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const wordMatch = words.map((w) => like(icLogos.searchText, `%${escapeLike(w)}%`));
  const rows = await ctx.db
    .select({ row: icLogos, prefixLength })
    .from(icLogos)
    .where(or(sql`${prefixLength} > 0`, sql`(${sql.join(wordMatch, sql` AND `)})`))
    .orderBy(sql`${prefixLength} DESC`, byName);
  return rows.map((r) => toIcLogo(r.row));
}

const ACCEPTED = new Set(['png', 'jpeg', 'webp']);

/** An admin's licensed logo, re-encoded to a 256 px wide WebP (drops metadata, rejects fakes). */
export async function storeLogoImage(ctx: AppContext, id: number, input: Buffer): Promise<IcLogo> {
  const [current] = await ctx.db.select().from(icLogos).where(eq(icLogos.id, id));
  if (!current) throw notFound('IC logo not found.');
  const format = await sharp(input)
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED.has(format)) {
    throw new FieldError(['body', 'image'], 'The logo must be a PNG, JPEG or WebP picture.', 'file_type');
  }
  const output = await sharp(input)
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
  return toIcLogo(row);
}

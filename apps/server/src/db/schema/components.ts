import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Marking-code tables behind SMD Search, Diode Markings, Fuse Markings and IC Logo ID. Each has a
// natural key (the same code printed by another maker is another row) so seeders and catalogue
// imports can upsert.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const smdComponents = pgTable(
  'smd_components',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    partNumber: text('part_number').notNull(),
    manufacturer: text('manufacturer').notNull(),
    package: text('package').notNull(),
    function: text('function').notNull(),
    pinCount: integer('pin_count').notNull(),
    description: text('description').notNull().default(''),
    source: text('source').notNull(),
    /** Lower-cased words a search term may appear in anywhere (trigram index). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(code || ' ' || part_number || ' ' || manufacturer || ' ' || function || ' ' || package)`,
      ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('smd_components_natural_key').on(t.code, t.partNumber, t.manufacturer),
    index('smd_components_code_idx').using('btree', sql`lower(${t.code}) text_pattern_ops`),
    index('smd_components_part_idx').using('btree', sql`lower(${t.partNumber}) text_pattern_ops`),
    index('smd_components_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('smd_components_package_idx').on(t.package),
    index('smd_components_manufacturer_idx').on(t.manufacturer),
    index('smd_components_pins_idx').on(t.pinCount),
  ],
);
export type SmdComponentRow = typeof smdComponents.$inferSelect;

export const diodeMarkings = pgTable(
  'diode_markings',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    partNumber: text('part_number').notNull(),
    kind: text('kind').notNull(),
    package: text('package').notNull(),
    vrV: doublePrecision('vr_v'),
    ifA: doublePrecision('if_a'),
    vzV: doublePrecision('vz_v'),
    vrwmV: doublePrecision('vrwm_v'),
    vbrV: doublePrecision('vbr_v'),
    manufacturer: text('manufacturer').notNull(),
    description: text('description').notNull().default(''),
    source: text('source').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('diode_markings_natural_key').on(t.code, t.partNumber, t.manufacturer),
    index('diode_markings_code_idx').using('btree', sql`lower(${t.code}) text_pattern_ops`),
    index('diode_markings_part_trgm').using('gin', sql`lower(${t.partNumber}) gin_trgm_ops`),
    index('diode_markings_kind_idx').on(t.kind),
  ],
);
export type DiodeMarkingRow = typeof diodeMarkings.$inferSelect;

export const fuseMarkings = pgTable(
  'fuse_markings',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    partNumber: text('part_number').notNull(),
    ratingA: doublePrecision('rating_a').notNull(),
    series: text('series').notNull(),
    manufacturer: text('manufacturer').notNull(),
    package: text('package').notNull(),
    fuseKind: text('fuse_kind').notNull(),
    voltageV: doublePrecision('voltage_v').notNull(),
    source: text('source').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('fuse_markings_natural_key').on(t.code, t.partNumber, t.manufacturer),
    index('fuse_markings_code_idx').using('btree', sql`lower(${t.code}) text_pattern_ops`),
    index('fuse_markings_part_trgm').using(
      'gin',
      sql`lower(${t.partNumber} || ' ' || ${t.series}) gin_trgm_ops`,
    ),
  ],
);
export type FuseMarkingRow = typeof fuseMarkings.$inferSelect;

export const icLogos = pgTable(
  'ic_logos',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    logoDescription: text('logo_description').notNull(),
    country: text('country').notNull(),
    partPrefixes: text('part_prefixes').array().notNull(),
    websiteDomain: text('website_domain'),
    notes: text('notes').notNull().default(''),
    source: text('source').notNull(),
    /** Set only when an admin uploads a licensed logo; never invented. */
    imagePath: text('image_path'),
    /** name, description and prefixes lower-cased, written by the service on every upsert. */
    searchText: text('search_text').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ic_logos_name_key').on(sql`lower(${t.name})`),
    index('ic_logos_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
export type IcLogoRow = typeof icLogos.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Transistors, IGBTs, optocouplers and safe operating areas behind the cross-reference tools.
// Part numbers are compared in a normalised form (upper case, letters and digits only) so
// "2n3904", "2N 3904" and "2N-3904" are one part.

const NORM = sql`upper(regexp_replace(mpn, '[^A-Za-z0-9]', '', 'g'))`;
// The first run of digits after the maker's letter prefix: 2N3904, PN3904 and MMBT3904 share 3904.
const CORE = sql`substring(upper(regexp_replace(mpn, '[^A-Za-z0-9]', '', 'g')) from '^[0-9]?[A-Z]*([0-9]+)')`;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const transistors = pgTable(
  'transistors',
  {
    id: serial('id').primaryKey(),
    mpn: text('mpn').notNull(),
    mpnNorm: text('mpn_norm').notNull().generatedAlwaysAs(NORM),
    mpnCore: text('mpn_core').generatedAlwaysAs(CORE),
    type: text('type').notNull(),
    polarity: text('polarity').notNull(),
    package: text('package').notNull(),
    pinout: text('pinout').notNull(),
    // 1 for one transistor, 2 for two matched dies in one package (ratings per transistor, Pd for both).
    dies: integer('dies').notNull().default(1),
    marking: text('marking'),
    vCeoOrVds: doublePrecision('v_ceo_or_vds').notNull(),
    vCbo: doublePrecision('v_cbo'),
    icOrId: doublePrecision('ic_or_id'),
    pd: doublePrecision('pd'),
    pdCondition: text('pd_condition'),
    hfeMin: doublePrecision('hfe_min'),
    hfeMax: doublePrecision('hfe_max'),
    hfeTestIc: doublePrecision('hfe_test_ic'),
    ftMhz: doublePrecision('ft_mhz'),
    rdsOnOhm: doublePrecision('rds_on_ohm'),
    rdsOnVgs: doublePrecision('rds_on_vgs'),
    vgsThMin: doublePrecision('vgs_th_min'),
    vgsThMax: doublePrecision('vgs_th_max'),
    qgNc: doublePrecision('qg_nc'),
    idssMin: doublePrecision('idss_min'),
    idssMax: doublePrecision('idss_max'),
    vgsOffMin: doublePrecision('vgs_off_min'),
    vgsOffMax: doublePrecision('vgs_off_max'),
    r1Kohm: doublePrecision('r1_kohm'),
    r2Kohm: doublePrecision('r2_kohm'),
    manufacturer: text('manufacturer').notNull(),
    equivalents: text('equivalents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    complement: text('complement')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    source: text('source').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('transistors_natural_key').on(t.mpn, t.manufacturer),
    index('transistors_norm_idx').using('btree', sql`${t.mpnNorm} text_pattern_ops`),
    index('transistors_core_idx').on(t.mpnCore),
    index('transistors_norm_trgm').using('gin', sql`${t.mpnNorm} gin_trgm_ops`),
    index('transistors_equivalents_idx').using('gin', t.equivalents),
    index('transistors_kind_v_idx').on(t.type, t.polarity, t.vCeoOrVds),
    index('transistors_kind_i_idx').on(t.type, t.polarity, t.icOrId),
    index('transistors_package_idx').on(sql`lower(${t.package})`),
    // Duals are few: a search for them alone walks this instead of the whole table.
    index('transistors_dual_idx')
      .on(t.vCeoOrVds)
      .where(sql`${t.dies} = 2`),
  ],
);
export type TransistorRow = typeof transistors.$inferSelect;

export const igbts = pgTable(
  'igbts',
  {
    id: serial('id').primaryKey(),
    mpn: text('mpn').notNull(),
    mpnNorm: text('mpn_norm').notNull().generatedAlwaysAs(NORM),
    marking: text('marking'),
    vces: doublePrecision('vces').notNull(),
    ic25: doublePrecision('ic_25').notNull(),
    ic100: doublePrecision('ic_100'),
    /** Continuous current at the hot case temperature the maker rates instead of 100 °C (IXYS IC90/IC110). */
    icHot: doublePrecision('ic_hot'),
    icHotTc: doublePrecision('ic_hot_tc'),
    pd: doublePrecision('pd'),
    vceSatTyp: doublePrecision('vce_sat_typ'),
    vceSatMax: doublePrecision('vce_sat_max'),
    vceSatTestIc: doublePrecision('vce_sat_test_ic'),
    package: text('package').notNull(),
    copackDiode: boolean('copack_diode').notNull(),
    technology: text('technology'),
    manufacturer: text('manufacturer').notNull(),
    source: text('source').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('igbts_natural_key').on(t.mpn, t.manufacturer),
    index('igbts_norm_idx').using('btree', sql`${t.mpnNorm} text_pattern_ops`),
    index('igbts_norm_trgm').using(
      'gin',
      sql`(${t.mpnNorm} || ' ' || upper(coalesce(${t.marking}, ''))) gin_trgm_ops`,
    ),
    index('igbts_ratings_idx').on(t.vces, t.ic25),
    index('igbts_package_idx').on(sql`lower(${t.package})`),
  ],
);
export type IgbtRow = typeof igbts.$inferSelect;

export const optocouplers = pgTable(
  'optocouplers',
  {
    id: serial('id').primaryKey(),
    mpn: text('mpn').notNull(),
    mpnNorm: text('mpn_norm').notNull().generatedAlwaysAs(NORM),
    outputType: text('output_type').notNull(),
    ctrMinPct: doublePrecision('ctr_min_pct'),
    ctrMaxPct: doublePrecision('ctr_max_pct'),
    ctrTestIfMa: doublePrecision('ctr_test_if_ma'),
    triggerIfMaxMa: doublePrecision('trigger_if_max_ma'),
    outputVMax: doublePrecision('output_v_max'),
    isolationVrms: doublePrecision('isolation_vrms').notNull(),
    channels: integer('channels').notNull(),
    pins: integer('pins').notNull(),
    package: text('package').notNull(),
    manufacturer: text('manufacturer').notNull(),
    equivalents: text('equivalents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    source: text('source').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('optocouplers_natural_key').on(t.mpn, t.manufacturer),
    index('optocouplers_norm_idx').using('btree', sql`${t.mpnNorm} text_pattern_ops`),
    index('optocouplers_norm_trgm').using('gin', sql`${t.mpnNorm} gin_trgm_ops`),
    index('optocouplers_equivalents_idx').using('gin', t.equivalents),
  ],
);
export type OptocouplerRow = typeof optocouplers.$inferSelect;

export type SoaCurveJson = { curve: string; derived: boolean; points: { v: number; i: number }[] };

/** A second-breakdown current the datasheet states as a number: IS/b at v volts for t_s seconds. */
export type SecondBreakdownJson = { v: number; i: number; t_s: number; source: string };

/** A turn-off (RBSOA) limit the datasheet states: i switched off at any VCE up to v. */
export type TurnOffJson = { i: number; v: number; tj_c: number | null; conditions: string; source: string };

/**
 * One safe operating area per part number; its curves (DC and pulse widths) as JSON, and the
 * second-breakdown points the datasheet states in its tables (shown as points on the chart).
 */
export const soaSets = pgTable(
  'soa_sets',
  {
    id: serial('id').primaryKey(),
    mpn: text('mpn').notNull(),
    device: text('device').notNull(),
    curves: jsonb('curves').$type<SoaCurveJson[]>().notNull(),
    secondBreakdown: jsonb('second_breakdown').$type<SecondBreakdownJson[]>().notNull().default([]),
    turnOff: jsonb('turn_off').$type<TurnOffJson[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('soa_sets_mpn_key').on(sql`upper(${t.mpn})`)],
);
export type SoaSetRow = typeof soaSets.$inferSelect;

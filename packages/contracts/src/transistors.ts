import { z } from './zod';
import { idParams } from './ids';
import { optionalQueryNumber, optionalQueryText } from './components';
import { PAGE_SIZE } from './limits';
import { pagedSchema, skipLimitQuery } from './pagination';
import { TRANSISTOR_TYPES, POLARITIES, OPTO_OUTPUT_TYPES } from './transistor-constants';

export * from './transistor-constants';

const num = z.number().nullable();

/** Everything known about one transistor; magnitudes are positive, polarity says the direction. */
export const transistorSchema = z.object({
  id: z.number().int(),
  mpn: z.string(),
  type: z.enum(TRANSISTOR_TYPES),
  polarity: z.enum(POLARITIES),
  package: z.string(),
  pinout: z.string(),
  /** 1, or 2 for two matched transistors in one package (ratings per transistor, Pd for both). */
  dies: z.number().int(),
  marking: z.string().nullable(),
  v_ceo_or_vds: z.number(),
  v_cbo: num,
  ic_or_id: num,
  pd: num,
  pd_condition: z.string().nullable(),
  hfe_min: num,
  hfe_max: num,
  hfe_test_ic: num,
  ft_mhz: num,
  rds_on_ohm: num,
  rds_on_vgs: num,
  vgs_th_min: num,
  vgs_th_max: num,
  qg_nc: num,
  idss_min: num,
  idss_max: num,
  vgs_off_min: num,
  vgs_off_max: num,
  r1_kohm: num,
  r2_kohm: num,
  manufacturer: z.string(),
  equivalents: z.array(z.string()),
  complement: z.array(z.string()),
  source: z.string(),
  soa_id: z.number().int().nullable(),
});
export type Transistor = z.infer<typeof transistorSchema>;

/** Numeric parameters a search may bound with <key>_min and <key>_max. */
export const TRANSISTOR_RANGE_KEYS = [
  'vceo_vds',
  'vcbo',
  'ic_id',
  'pd',
  'hfe_min',
  'ft',
  'rds_on',
  'vgs_th',
  'qg',
] as const;
export type TransistorRangeKey = (typeof TRANSISTOR_RANGE_KEYS)[number];

export const transistorParamSchema = z.object({
  key: z.string(),
  name: z.string(),
  unit: z.string(),
  kind: z.enum(['number', 'enum', 'text']),
  description: z.string(),
  applies_to: z.array(z.enum(TRANSISTOR_TYPES)),
  options: z.array(z.string()).optional(),
});
export type TransistorParam = z.infer<typeof transistorParamSchema>;

const bound = optionalQueryNumber;

export const transistorSearchQuerySchema = skipLimitQuery(PAGE_SIZE.userLists).extend({
  q: optionalQueryText(40),
  type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(TRANSISTOR_TYPES).optional()),
  polarity: z.preprocess((v) => (v === '' ? undefined : v), z.enum(POLARITIES).optional()),
  package: optionalQueryText(32),
  /** 1: single transistors only; 2: duals (two matched transistors in one package) only. */
  dies: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['1', '2']).optional()),
  vceo_vds_min: bound,
  vceo_vds_max: bound,
  vcbo_min: bound,
  vcbo_max: bound,
  ic_id_min: bound,
  ic_id_max: bound,
  pd_min: bound,
  pd_max: bound,
  hfe_min_min: bound,
  hfe_min_max: bound,
  ft_min: bound,
  ft_max: bound,
  rds_on_min: bound,
  rds_on_max: bound,
  vgs_th_min: bound,
  vgs_th_max: bound,
  qg_min: bound,
  qg_max: bound,
});
export type TransistorSearchQuery = z.input<typeof transistorSearchQuerySchema>;

/** Counting stops here so a broad search stays fast; total_capped says the real number is larger. */
export const SEARCH_COUNT_CAP = 1000;

/** total_items (and so total_pages) stop at SEARCH_COUNT_CAP; total_capped says there are more. */
export const transistorSearchResultSchema = pagedSchema(transistorSchema).extend({
  total_capped: z.boolean(),
});
export type TransistorSearchResult = z.infer<typeof transistorSearchResultSchema>;

export const limitQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE.transistorLookup),
});
export const mpnParamsSchema = z.object({ mpn: z.string().trim().min(1).max(64) });

export const LOOKUP_MATCHES = ['exact', 'base-part', 'variant', 'family', 'fuzzy'] as const;

export const lookupItemSchema = z.object({
  mpn: z.string(),
  manufacturer: z.string(),
  type: z.enum(TRANSISTOR_TYPES),
  polarity: z.enum(POLARITIES),
  package: z.string(),
  dies: z.number().int(),
  similarity: z.number(),
  match: z.enum(LOOKUP_MATCHES),
});
export const lookupResultSchema = z.object({ query: z.string(), items: z.array(lookupItemSchema) });
export type LookupResult = z.infer<typeof lookupResultSchema>;

export const VERDICTS = ['meets-or-exceeds', 'within-tolerance', 'worse', 'unknown'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const comparisonSchema = z.object({
  key: z.string(),
  name: z.string(),
  unit: z.string(),
  better: z.enum(['higher', 'lower', 'match']),
  original: num,
  candidate: num,
  verdict: z.enum(VERDICTS),
});
export type Comparison = z.infer<typeof comparisonSchema>;

export const xrefFlagSchema = z.object({
  severity: z.enum(['danger', 'warning', 'info']),
  code: z.enum(['pinout', 'package', 'worse-rating', 'missing-data', 'stated']),
  message: z.string(),
});
export type XrefFlag = z.infer<typeof xrefFlagSchema>;

export const xrefCandidateSchema = z.object({
  part: transistorSchema,
  score: z.number(),
  stated_equivalent: z.boolean(),
  comparisons: z.array(comparisonSchema),
  flags: z.array(xrefFlagSchema),
});
export type XrefCandidate = z.infer<typeof xrefCandidateSchema>;

export const xrefResultSchema = z.object({
  original: transistorSchema,
  candidates: z.array(xrefCandidateSchema),
});
export type XrefResult = z.infer<typeof xrefResultSchema>;

export const SOA_CURVES = ['DC', '10ms', '1ms', '100us', '10us', '1us'] as const;

export const soaSchema = z.object({
  id: z.number().int(),
  mpn: z.string(),
  device: z.enum(['transistor', 'igbt']),
  curves: z.array(
    z.object({
      curve: z.enum(SOA_CURVES),
      derived: z.boolean(),
      points: z.array(z.object({ v: z.number(), i: z.number() })),
    }),
  ),
  /** Second-breakdown currents stated as numbers in the datasheet (IS/b at v for t_s seconds). */
  second_breakdown: z.array(z.object({ v: z.number(), i: z.number(), t_s: z.number(), source: z.string() })),
  /** Turn-off (RBSOA) limits stated by an IGBT datasheet: i switched off at any VCE up to v. */
  turn_off: z.array(
    z.object({
      i: z.number(),
      v: z.number(),
      tj_c: z.number().nullable(),
      conditions: z.string(),
      source: z.string(),
    }),
  ),
});
export type Soa = z.infer<typeof soaSchema>;
export const soaParamsSchema = idParams;

export const igbtSchema = z.object({
  id: z.number().int(),
  mpn: z.string(),
  marking: z.string().nullable(),
  vces: z.number(),
  ic_25: z.number(),
  ic_100: num,
  /** Continuous current at another hot case temperature (ic_hot_tc, °C) when 100 °C is not rated. */
  ic_hot: num,
  ic_hot_tc: num,
  pd: num,
  vce_sat_typ: num,
  vce_sat_max: num,
  vce_sat_test_ic: num,
  package: z.string(),
  copack_diode: z.boolean(),
  technology: z.string().nullable(),
  manufacturer: z.string(),
  source: z.string(),
  soa_id: z.number().int().nullable(),
});
export type Igbt = z.infer<typeof igbtSchema>;

export const igbtSearchQuerySchema = skipLimitQuery(PAGE_SIZE.userLists).extend({
  q: z.string().trim().max(40).default(''),
  voltage: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().positive().optional()),
  current: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().positive().optional()),
  package_type: optionalQueryText(32),
});
export const igbtSearchResultSchema = pagedSchema(igbtSchema);
export type IgbtSearchResult = z.infer<typeof igbtSearchResultSchema>;

export const optocouplerSchema = z.object({
  id: z.number().int(),
  mpn: z.string(),
  output_type: z.enum(OPTO_OUTPUT_TYPES),
  ctr_min_pct: num,
  ctr_max_pct: num,
  ctr_test_if_ma: num,
  trigger_if_max_ma: num,
  output_v_max: num,
  isolation_vrms: z.number(),
  channels: z.number().int(),
  pins: z.number().int(),
  package: z.string(),
  manufacturer: z.string(),
  equivalents: z.array(z.string()),
  source: z.string(),
});
export type Optocoupler = z.infer<typeof optocouplerSchema>;

export const optoSearchQuerySchema = skipLimitQuery(PAGE_SIZE.optoSearch).extend({
  q: z.string().trim().max(40).default(''),
  output_type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(OPTO_OUTPUT_TYPES).optional()),
});
export const optoSearchResultSchema = pagedSchema(optocouplerSchema);
export type OptoSearchResult = z.infer<typeof optoSearchResultSchema>;

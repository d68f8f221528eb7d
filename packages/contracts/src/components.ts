import { z } from './zod';
import { PAGE_SIZE } from './limits';
import { pageLimitQuery, pagedSchema, skipLimitQuery } from './pagination';
import { DIODE_KINDS, CATALOGUE_KINDS } from './component-constants';

export * from './component-constants';

/** Query values the web leaves empty mean "no filter" (SPEC section 5: empty parameters are omitted). */
const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const optionalQueryText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

export const optionalQueryNumber = z.preprocess(blankToUndefined, z.coerce.number().finite().optional());

export const facetValueSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof facetValueSchema>;

/** One surface-mount marking code and the part it belongs to. */
export const smdComponentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  part_number: z.string(),
  manufacturer: z.string(),
  package: z.string(),
  function: z.string(),
  pin_count: z.number().int(),
  description: z.string(),
  source: z.string(),
});
export type SmdComponent = z.infer<typeof smdComponentSchema>;

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);

/** What an admin (or an approved submission) writes; the same rules as the seed file. */
export const smdComponentInputSchema = z.object({
  code: text('Code', 16).regex(/^\S+$/, 'Code is printed without spaces.'),
  part_number: text('Part number', 64),
  manufacturer: text('Manufacturer', 80),
  package: text('Package', 32),
  function: text('Function', 80),
  pin_count: z.coerce
    .number({ message: 'Pin count must be a number.' })
    .int('Pin count must be a whole number.')
    .min(2, 'Pin count must be at least 2.')
    .max(1024, 'Pin count must be at most 1024.'),
  description: z.string().trim().max(500, 'Description must be at most 500 characters.').default(''),
  source: text('Source (datasheet name)', 300),
});
export type SmdComponentInput = z.input<typeof smdComponentInputSchema>;

/** SMD search takes a 1-based page, as SPEC section 7 sends it; every other list takes skip. */
export const smdSearchQuerySchema = pageLimitQuery(PAGE_SIZE.smdSearch).extend({
  search_term: z.string().trim().max(64).default(''),
  package: optionalQueryText(32),
  manufacturer: optionalQueryText(80),
  pin_count: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1024).optional()),
});
export type SmdSearchQuery = z.input<typeof smdSearchQuerySchema>;

/**
 * How a term that matched nothing as typed was read: a shorter code it starts with, and the trailing
 * characters left out as a date or lot mark ("1Ft" is read as 1F).
 */
export const smdReadingSchema = z.object({
  code: z.string(),
  ignored: z.string(),
  note: z.string(),
});
export type SmdReading = z.infer<typeof smdReadingSchema>;

export const smdSearchResultSchema = pagedSchema(smdComponentSchema).extend({
  facets: z.object({
    package: z.array(facetValueSchema),
    manufacturer: z.array(facetValueSchema),
    pin_count: z.array(facetValueSchema),
  }),
  /** Null when the term was searched as typed. */
  reading: smdReadingSchema.nullable(),
});
export type SmdSearchResult = z.infer<typeof smdSearchResultSchema>;

export const adminComponentsQuerySchema = skipLimitQuery(PAGE_SIZE.userLists).extend({
  search: z.string().trim().max(64).default(''),
});
export const adminComponentsPageSchema = pagedSchema(smdComponentSchema);
export type AdminComponentsPage = z.infer<typeof adminComponentsPageSchema>;

export const diodeMarkingSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  part_number: z.string(),
  kind: z.enum(DIODE_KINDS),
  package: z.string(),
  vr_v: z.number().nullable(),
  if_a: z.number().nullable(),
  vz_v: z.number().nullable(),
  vrwm_v: z.number().nullable(),
  vbr_v: z.number().nullable(),
  manufacturer: z.string(),
  description: z.string(),
  source: z.string(),
});
export type DiodeMarking = z.infer<typeof diodeMarkingSchema>;

export const FUSE_KINDS = ['fast-acting', 'slow-blow', 'ptc-resettable'] as const;

export const fuseMarkingSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  part_number: z.string(),
  rating_a: z.number(),
  series: z.string(),
  manufacturer: z.string(),
  package: z.string(),
  fuse_kind: z.enum(FUSE_KINDS),
  voltage_v: z.number(),
  source: z.string(),
});
export type FuseMarking = z.infer<typeof fuseMarkingSchema>;

export const diodeMarkingQuerySchema = skipLimitQuery(PAGE_SIZE.markings, 200).extend({
  q: z.string().trim().max(32).default(''),
  kind: z.preprocess(blankToUndefined, z.enum(DIODE_KINDS).optional()),
});
export const fuseMarkingQuerySchema = skipLimitQuery(PAGE_SIZE.markings, 200).extend({
  q: z.string().trim().max(32).default(''),
});

export const diodeMarkingPageSchema = pagedSchema(diodeMarkingSchema);
export const fuseMarkingPageSchema = pagedSchema(fuseMarkingSchema);
export type DiodeMarkingPage = z.infer<typeof diodeMarkingPageSchema>;
export type FuseMarkingPage = z.infer<typeof fuseMarkingPageSchema>;

export const icLogoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_description: z.string(),
  country: z.string(),
  part_prefixes: z.array(z.string()),
  website_domain: z.string().nullable(),
  notes: z.string(),
  source: z.string(),
  image_url: z.string().nullable(),
});
export type IcLogo = z.infer<typeof icLogoSchema>;

export const icLogoQuerySchema = z.object({ q: z.string().trim().max(64).default('') });

/** GET /admin/catalogue-import/kinds: the columns of each kind and what makes a row match a stored one. */
export const catalogueKindSchema = z.object({
  kind: z.enum(CATALOGUE_KINDS),
  columns: z.array(z.string()),
  /** Columns a file may leave out; an empty or missing cell means the default the kind documents. */
  optional_columns: z.array(z.string()),
  matched_by: z.string(),
});
export type CatalogueKindInfo = z.infer<typeof catalogueKindSchema>;

/** Rejected rows listed in the report; the count covers all of them. */
export const CATALOGUE_REPORT_MAX_ROWS = 500;

export const rejectedRowSchema = z.object({ line: z.number().int(), errors: z.array(z.string()) });
export type RejectedRow = z.infer<typeof rejectedRowSchema>;

export const importReportSchema = z.object({
  kind: z.enum(CATALOGUE_KINDS),
  committed: z.boolean(),
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  rejected_count: z.number().int(),
  rejected: z.array(rejectedRowSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/**
 * A refused import answers 422 with the usual issue list (a summary, then loc ["file", line] per
 * rejected row) and the full report, so the operator can fix the file.
 */
export const importRefusedSchema = z.object({
  detail: z.array(
    z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() }),
  ),
  report: importReportSchema,
});

// Fixed values of the component contracts (components.ts), with no zod. The web app imports these
// on pages that validate nothing; taking them from the schema module loaded zod (26 KB gzip) there
// too.

export const DIODE_KINDS = [
  'switching',
  'zener',
  'schottky',
  'tvs',
  'rectifier',
  'esd',
  'led-other',
] as const;
export type DiodeKind = (typeof DIODE_KINDS)[number];

export const IC_LOGO_IMAGE = {
  maxBytes: 512 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

/** Catalogues an admin may bulk-load; the columns are those of the matching seed CSV. */
export const CATALOGUE_KINDS = [
  'smd-codes',
  'diode-markings',
  'fuse-markings',
  'ic-logos',
  'transistors',
  'igbts',
  'optocouplers',
  'soa',
  'second-breakdown',
  'rbsoa',
] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** Upload size cap for one import; large catalogues go in several files of this size. */
export const CATALOGUE_IMPORT_MAX_BYTES = 64 * 1024 * 1024;

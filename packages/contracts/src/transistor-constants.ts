// Fixed values of the semiconductor contracts (transistors.ts), with no zod. The web app imports
// these on pages that validate nothing; taking them from the schema module loaded zod (26 KB gzip)
// there too.

export const TRANSISTOR_TYPES = ['bjt', 'darlington', 'digital-bjt', 'mosfet', 'jfet'] as const;
export type TransistorType = (typeof TRANSISTOR_TYPES)[number];

export const POLARITIES = ['npn', 'pnp', 'n-channel', 'p-channel'] as const;
export type Polarity = (typeof POLARITIES)[number];

/** A text query shorter than this is ignored (SPEC section 5). */
export const MIN_QUERY_CHARS = 2;

export const OPTO_OUTPUT_TYPES = [
  'transistor',
  'darlington',
  'triac',
  'zero-cross-triac',
  'logic',
  'gate-driver',
  'photovoltaic',
] as const;

import { z } from './zod';

/**
 * One search box for everything (GET /api/v1/search): parts, marking codes, fault codes, tools,
 * articles and forum threads, grouped by kind. The web's command palette reads this shape.
 */
export const SEARCH_KINDS = [
  'tool',
  'article',
  'transistor',
  'smd',
  'igbt',
  'opto',
  'diode',
  'fuse',
  'ic_logo',
  'drive_fault',
  'forum',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Group headings, in the palette's order when two groups match equally well. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  tool: 'Tools and calculators',
  article: 'Education',
  transistor: 'Transistors',
  smd: 'SMD codes',
  igbt: 'IGBTs',
  opto: 'Optocouplers',
  diode: 'Diode markings',
  fuse: 'Fuse markings',
  ic_logo: 'IC makers',
  drive_fault: 'Drive fault codes',
  forum: 'Forum threads',
};

/** Longer than any part number, code or title word anyone types; more is refused (422). */
export const SEARCH_QUERY_MAX = 60;
export const SEARCH_LIMIT = { default: 5, max: 10 } as const;

export const searchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX).default(''),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT.max).default(SEARCH_LIMIT.default),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** 0: the whole text matches, 1: it starts with the query, 2: it contains it. */
export const searchMatchSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SearchMatch = z.infer<typeof searchMatchSchema>;

export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  title: z.string(),
  subtitle: z.string(),
  /** The web page that opens the hit, with its query string (e.g. /tools/smd-search?q=1AM). */
  path: z.string(),
  match: searchMatchSchema,
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  label: z.string(),
  items: z.array(searchHitSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResultSchema = z.object({
  query: z.string(),
  /** Best group first: the best match of each group, then the order of SEARCH_KINDS. */
  groups: z.array(searchGroupSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export type EducationArticle = { title: string; path: string; summary: string; keywords: readonly string[] };

/** The education pages, searched by title and keywords (the web nav lists the same pages). */
export const EDUCATION_ARTICLES: readonly EducationArticle[] = [
  {
    title: 'Electronics Basics',
    path: '/education/basics',
    summary: 'Voltage, current and the parts of a circuit.',
    keywords: ['basics', 'beginner'],
  },
  {
    title: 'AC and DC Current',
    path: '/education/basics/ac-dc-current',
    summary: 'Direct and alternating current, RMS and frequency.',
    keywords: ['ac', 'dc', 'rms', 'sine'],
  },
  {
    title: 'Electron Theory',
    path: '/education/basics/electron-theory',
    summary: 'Atoms, electrons, conductors and insulators.',
    keywords: ['electron', 'atom', 'conductor', 'insulator'],
  },
  {
    title: 'Electromagnetic Induction',
    path: '/education/basics/electromagnetic-induction',
    summary: 'Magnetic fields, coils, transformers and back-EMF.',
    keywords: ['induction', 'transformer', 'coil', 'inductor'],
  },
  {
    title: 'Diodes',
    path: '/education/basics/diodes',
    summary: 'How a PN junction conducts one way; diode types.',
    keywords: ['diode', 'pn junction', 'led'],
  },
  {
    title: 'Semiconductors',
    path: '/education/basics/semiconductors',
    summary: 'Doping, junctions, transistors and MOSFETs.',
    keywords: ['semiconductor', 'transistor', 'mosfet', 'bjt'],
  },
  {
    title: 'Resistors',
    path: '/education/basics/resistors',
    summary: "Ohm's law, power ratings and resistor types.",
    keywords: ['resistor', 'ohm'],
  },
  {
    title: 'Op-Amps',
    path: '/education/basics/op-amps',
    summary: 'Operational amplifiers and their basic circuits.',
    keywords: ['op-amp', 'opamp', 'amplifier', 'comparator'],
  },
  {
    title: 'Rectifiers',
    path: '/education/basics/rectifiers',
    summary: 'Half-wave, full-wave and bridge rectifiers.',
    keywords: ['rectifier', 'bridge', 'smoothing'],
  },
  {
    title: 'Zener Diodes',
    path: '/education/zener-diodes',
    summary: 'Zener breakdown, voltage references and regulators.',
    keywords: ['zener', 'reference', 'shunt regulator'],
  },
  {
    title: 'Power Electronics',
    path: '/education/power-electronics',
    summary: 'Switching converters, IGBTs and inverters.',
    keywords: ['inverter', 'igbt', 'pwm', 'converter'],
  },
];

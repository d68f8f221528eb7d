import { z } from './zod';

/** Display names of the drive families the fault data covers, keyed by the slug used in URLs. */
export const DRIVE_TYPE_LABELS: Readonly<Record<string, { name: string; description: string }>> = {
  'ac-vfd': {
    name: 'AC variable-frequency drives',
    description: 'Inverters that run three-phase induction and PM motors at variable speed.',
  },
  servo: {
    name: 'Servo drives',
    description: 'Amplifiers that close position and speed loops around a motor with an encoder.',
  },
  'dc-drive': {
    name: 'DC drives',
    description: 'Thyristor converters that control armature and field current of DC motors.',
  },
  'soft-starter': {
    name: 'Soft starters',
    description: 'Thyristor starters that ramp the voltage to limit inrush current and torque.',
  },
};

export const DRIVE_SEARCH = { minLength: 1, maxLength: 80, defaultLimit: 50, maxLimit: 100 } as const;

/** Slugs are lower-case words joined by hyphens; anything else cannot name a row. */
export const driveSlugSchema = z
  .string()
  .max(80)
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Use the lower-case slug shown in the URL (letters, digits, hyphens).',
  );

export const cia402ClassSchema = z
  .string()
  .regex(/^[0-9A-Fa-f]{4}$/, 'A CiA 402 error class is four hexadecimal digits, e.g. 3210.')
  .transform((value) => value.toUpperCase());

export const driveTypeParamsSchema = z.object({ type: driveSlugSchema });
export const driveManufacturerParamsSchema = z.object({
  type: driveSlugSchema,
  manufacturer: driveSlugSchema,
});
export const driveModelParamsSchema = z.object({
  type: driveSlugSchema,
  manufacturer: driveSlugSchema,
  model: driveSlugSchema,
});
export const cia402ParamsSchema = z.object({ cia402Class: cia402ClassSchema });

export const driveSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(DRIVE_SEARCH.minLength, 'Type a fault code or a word.')
    .max(DRIVE_SEARCH.maxLength),
  limit: z.coerce.number().int().min(1).max(DRIVE_SEARCH.maxLimit).default(DRIVE_SEARCH.defaultLimit),
});

const namedSlug = z.object({ slug: z.string(), name: z.string() });

export const driveTypeSchema = namedSlug.extend({
  description: z.string(),
  manufacturer_count: z.number().int(),
  model_count: z.number().int(),
});
export type DriveTypeItem = z.infer<typeof driveTypeSchema>;

export const driveManufacturerListSchema = z.object({
  drive_type: namedSlug,
  manufacturers: z.array(namedSlug.extend({ model_count: z.number().int() })),
});
export type DriveManufacturerList = z.infer<typeof driveManufacturerListSchema>;

const driveModelSchema = namedSlug.extend({ manual: z.string(), fault_count: z.number().int() });

export const driveModelListSchema = z.object({
  drive_type: namedSlug,
  manufacturer: namedSlug,
  models: z.array(driveModelSchema),
});
export type DriveModelList = z.infer<typeof driveModelListSchema>;

export const driveFaultSchema = z.object({
  code: z.string(),
  name: z.string(),
  meaning: z.string(),
  causes: z.array(z.string()),
  remedies: z.array(z.string()),
  cia402_class: z.string().nullable(),
  /** The CiA 402 error group the class belongs to, e.g. "DC link voltage". */
  cia402_group: z.string().nullable(),
});
export type DriveFault = z.infer<typeof driveFaultSchema>;

export const driveFaultListSchema = z.object({
  drive_type: namedSlug,
  manufacturer: namedSlug,
  model: driveModelSchema,
  faults: z.array(driveFaultSchema),
});
export type DriveFaultList = z.infer<typeof driveFaultListSchema>;

/** A fault with the path to its model, for search results and cross-brand lists. */
export const driveFaultHitSchema = driveFaultSchema.extend({
  drive_type: namedSlug,
  manufacturer: namedSlug,
  model: namedSlug,
});
export type DriveFaultHit = z.infer<typeof driveFaultHitSchema>;

export const driveSearchResultSchema = z.object({
  query: z.string(),
  items: z.array(driveFaultHitSchema),
  /** True when more rows matched than the limit returned. */
  truncated: z.boolean(),
});
export type DriveSearchResult = z.infer<typeof driveSearchResultSchema>;

export const cia402FaultsSchema = z.object({
  cia402_class: z.string(),
  cia402_group: z.string().nullable(),
  items: z.array(driveFaultHitSchema),
});
export type Cia402Faults = z.infer<typeof cia402FaultsSchema>;

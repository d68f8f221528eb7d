import { z } from './zod';
import { comparisonSchema, optocouplerSchema, xrefFlagSchema } from './transistors';

/**
 * Optocoupler substitutes judged with the transistor cross-reference's vocabulary: one verdict per
 * parameter, flags, a 0-100 score, maker-stated equivalents first.
 */
export const optoXrefCandidateSchema = z.object({
  part: optocouplerSchema,
  score: z.number(),
  stated_equivalent: z.boolean(),
  comparisons: z.array(comparisonSchema),
  flags: z.array(xrefFlagSchema),
});
export type OptoXrefCandidate = z.infer<typeof optoXrefCandidateSchema>;

export const optoXrefResultSchema = z.object({
  original: optocouplerSchema,
  candidates: z.array(optoXrefCandidateSchema),
});
export type OptoXrefResult = z.infer<typeof optoXrefResultSchema>;

export const optoXrefQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

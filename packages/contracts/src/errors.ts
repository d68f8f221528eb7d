import { z } from './zod';

/** Every error leaves the server as {"detail": ...}. 422 validation errors carry a list. */
export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const errorSchema = z.object({ detail: z.union([z.string(), z.array(validationIssueSchema)]) });
export type ErrorBody = z.infer<typeof errorSchema>;

export const okSchema = z.object({ detail: z.string() });

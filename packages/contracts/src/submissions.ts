import { z } from './zod';
import { smdComponentInputSchema } from './components';
import { PAGE_SIZE } from './limits';
import { pagedSchema, skipLimitQuery } from './pagination';

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** A member's proposal uses the same fields and rules as an admin's new component. */
export const submissionInputSchema = smdComponentInputSchema;

export const submissionSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  code: z.string(),
  part_number: z.string(),
  manufacturer: z.string(),
  package: z.string(),
  function: z.string(),
  pin_count: z.number().int(),
  description: z.string(),
  source: z.string(),
  submitter: z.object({ id: z.number().int(), username: z.string() }),
  review_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  component_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const submissionsQuerySchema = skipLimitQuery(PAGE_SIZE.userLists).extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SUBMISSION_STATUSES).optional()),
  /** Admins see everyone's by default; mine=true shows only their own, as members always see. */
  mine: z.preprocess((v) => v === 'true' || v === '1' || v === true, z.boolean()).default(false),
});

export const submissionsPageSchema = pagedSchema(submissionSchema);
export type SubmissionsPage = z.infer<typeof submissionsPageSchema>;

export const REJECT_REASON_MAX = 500;

export const reviewInputSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve') }),
  z.object({
    action: z.literal('reject'),
    reason: z
      .string()
      .trim()
      .min(3, 'Say why the code is rejected so the member can fix it.')
      .max(REJECT_REASON_MAX, `A reason is at most ${REJECT_REASON_MAX} characters.`),
  }),
]);
export type ReviewInput = z.infer<typeof reviewInputSchema>;

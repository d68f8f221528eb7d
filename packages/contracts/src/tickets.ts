import { z } from './zod';
import { idParams } from './ids';
import { emailSchema } from './auth';
import { PAGE_SIZE } from './limits';
import { pagedSchema, skipLimitQuery } from './pagination';

export const TICKET_STATUSES = ['open', 'resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_LIMITS = { titleMax: 150, descriptionMax: 5000 } as const;

export const TICKET_DETAIL = {
  notFound: 'Ticket not found.',
  emailNeeded: 'Give an e-mail address so we can reply.',
} as const;

/**
 * POST /tickets/ (feedback). Guests must give a reply e-mail; a member's e-mail comes from their
 * account and a sent one is ignored.
 */
export const ticketInputSchema = z.object({
  title: z
    .string({ message: 'Give the ticket a title.' })
    .trim()
    .min(3, 'The title needs at least 3 characters.')
    .max(TICKET_LIMITS.titleMax, `The title is at most ${TICKET_LIMITS.titleMax} characters.`),
  description: z
    .string({ message: 'Describe the problem or idea.' })
    .trim()
    .min(10, 'The description needs at least 10 characters.')
    .max(
      TICKET_LIMITS.descriptionMax,
      `The description is at most ${TICKET_LIMITS.descriptionMax} characters.`,
    ),
  email: z.preprocess((v) => (v === '' || v === null ? undefined : v), emailSchema.optional()),
});
export type TicketInput = z.infer<typeof ticketInputSchema>;

/** What the sender gets back. */
export const ticketReceiptSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(TICKET_STATUSES),
  created_at: z.string(),
});

/** What administrators see. reply_email is null once a member who sent it deleted their account. */
export const ticketSchema = ticketReceiptSchema.extend({
  description: z.string(),
  reply_email: z.string().nullable(),
  submitted_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  resolved_at: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketListQuerySchema = skipLimitQuery(PAGE_SIZE.adminTickets).extend({
  status: z.enum(TICKET_STATUSES, { message: 'status must be open or resolved.' }).optional(),
});
export const ticketListSchema = pagedSchema(ticketSchema);

export const ticketStatusUpdateSchema = z.object({
  status: z.enum(TICKET_STATUSES, { message: 'status must be open or resolved.' }),
});

export const ticketIdParamsSchema = idParams;

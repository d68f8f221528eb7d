import { TICKET_DETAIL, ticketInputSchema } from '@electrobench/contracts/tickets';
import { ApiError, errorMessage } from '../../lib/api-error';

/**
 * What the form checks before sending: the contract's rules, and for guests a reply address (the
 * server asks for one too; members are answered at their account e-mail).
 */
export function feedbackSchema(guest: boolean) {
  if (!guest) return ticketInputSchema.omit({ email: true });
  return ticketInputSchema.refine((v) => v.email !== undefined, {
    path: ['email'],
    message: TICKET_DETAIL.emailNeeded,
  });
}

/** A 429 gets its own wording; the server's detail says how long to wait. */
export function rateLimitMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return `You have sent several tickets in a short time. ${errorMessage(error)}`;
}

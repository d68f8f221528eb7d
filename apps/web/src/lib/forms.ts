import type { ZodError } from 'zod';
import { ApiError, errorMessage } from './api-error';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message per top-level field of a failed zod parse. */
export function zodFieldErrors<F extends string>(error: ZodError, fields: readonly F[]): FieldErrors<F> {
  const result: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && !result[field]) result[field] = issue.message;
  }
  return result;
}

export interface SubmitErrors<F extends string> {
  fields: FieldErrors<F>;
  /** What could not be tied to a field; null when every problem sits next to its field. */
  form: string | null;
}

/**
 * Splits a failed call into messages for the form's fields (422 issues: the last `loc` element
 * names the field) and one message for the whole form.
 */
export function submitErrors<F extends string>(error: unknown, fields: readonly F[]): SubmitErrors<F> {
  if (!(error instanceof ApiError) || error.issues.length === 0) {
    return { fields: {}, form: errorMessage(error) };
  }
  const result: FieldErrors<F> = {};
  const leftovers: string[] = [];
  for (const issue of error.issues) {
    const last = issue.loc[issue.loc.length - 1];
    const field = fields.find((name) => name === last);
    if (field && !result[field]) result[field] = issue.msg;
    else if (!field) leftovers.push(issue.msg);
  }
  return { fields: result, form: leftovers.length > 0 ? leftovers.join(' ') : null };
}

/** One readable sentence for a failure shown away from any field: 422 issues are joined by message. */
export function readableError(error: unknown): string {
  if (error instanceof ApiError && error.issues.length > 0)
    return error.issues.map((issue) => issue.msg).join(' ');
  return errorMessage(error);
}

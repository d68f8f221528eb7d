import type { z } from 'zod';
import { HttpError } from './http-errors';

/** For inputs validated inside a handler (multipart forms): the same 422 shape as route schemas. */
export class ValidationFailed extends HttpError {
  constructor(readonly issues: { loc: (string | number)[]; msg: string; type: string }[]) {
    super(422, 'Validation failed');
  }
}

export function parseOr422<S extends z.ZodType>(schema: S, data: unknown, location: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ValidationFailed(
    result.error.issues.map((i) => ({
      loc: [location, ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
      msg: i.message,
      type: i.code,
    })),
  );
}

/** Throw from services and routes; the error plugin turns it into {"detail": ...} with the status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail: string) => new HttpError(401, detail, { 'www-authenticate': 'Bearer' });
export const forbidden = (detail: string) => new HttpError(403, detail);
export const notFound = (detail = 'Not Found') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);

/** A 422 that points at one field, in the same shape as schema validation errors. */
export class FieldError extends Error {
  constructor(
    readonly loc: (string | number)[],
    readonly msg: string,
    readonly type = 'value_error',
    readonly statusCode = 422,
  ) {
    super(msg);
  }
}

import type { ValidationIssue } from '@electrobench/contracts/errors';

/** An answer from the API that was not a success (SPEC section 8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly detail: unknown,
  ) {
    super(message);
  }

  /** The field issues of a 422 answer, or an empty list. */
  get issues(): ValidationIssue[] {
    if (!Array.isArray(this.detail)) return [];
    return this.detail.filter(isValidationIssue);
  }
}

/** The request never produced an answer (offline, DNS, CORS, aborted). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

function isValidationIssue(value: unknown): value is ValidationIssue {
  if (typeof value !== 'object' || value === null) return false;
  const issue = value as Record<string, unknown>;
  return Array.isArray(issue.loc) && typeof issue.msg === 'string';
}

/**
 * The message of a failed answer: the `detail` string, or the detail as JSON text when it is not a
 * string; without a detail, 401 reads 'Auth failed/expired.' and anything else 'Request failed ({status})'.
 */
export function errorFromResponse(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null && 'detail' in body) {
    const detail: unknown = body.detail;
    if (detail !== undefined && detail !== null) {
      const message = typeof detail === 'string' ? detail : JSON.stringify(detail);
      return new ApiError(message, status, detail);
    }
  }
  const message = status === 401 ? 'Auth failed/expired.' : `Request failed (${status})`;
  return new ApiError(message, status, undefined);
}

/** A message fit for a person, whatever was thrown. */
export function errorMessage(error: unknown, fallback = 'Something went wrong.'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

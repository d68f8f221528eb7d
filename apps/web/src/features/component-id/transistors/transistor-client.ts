import { API_BASE, buildUrl } from '../../../lib/api-client';

/**
 * The transistor cross-reference may live on its own host (SPEC section 7): VITE_TRANSISTOR_API_BASE,
 * e.g. https://xref.example.com/api/v1. Without it the calls go to this app's own API.
 */
function configuredBase(): string | null {
  const value: unknown = import.meta.env.VITE_TRANSISTOR_API_BASE;
  return typeof value === 'string' && value.trim() !== '' ? value.trim().replace(/\/$/, '') : null;
}

export const TRANSISTOR_TIMEOUT_MS = 10_000;

export type TransistorErrorKind = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'HTTP_ERROR';

export class TransistorApiError extends Error {
  override readonly name = 'TransistorApiError';
  constructor(
    readonly kind: TransistorErrorKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }

  /** Worth asking again: the network or the server, not the question. */
  get retryable(): boolean {
    return this.kind !== 'HTTP_ERROR' || this.status === null || this.status >= 500 || this.status === 429;
  }
}

type Query = Record<string, string | number | null | undefined>;

function urlFor(path: string, query?: Query): string {
  const local = buildUrl(path, query);
  const base = configuredBase();
  return base ? `${base}${local.slice(API_BASE.length)}` : local;
}

function httpMessage(status: number, body: unknown): string {
  const detail = typeof body === 'object' && body !== null && 'detail' in body ? body.detail : undefined;
  if (typeof detail === 'string' && detail) return detail;
  if (status === 404) return 'Not found in the transistor database.';
  if (status === 422) return 'The search has a value the transistor database cannot use.';
  if (status === 429) return 'Too many lookups at once; wait a moment and try again.';
  if (status >= 500) return `The transistor database had a problem (${status}). Try again shortly.`;
  return `The transistor database refused the request (${status}).`;
}

/** Aborts when either aborts (AbortSignal.any is missing from some browsers still in use). */
function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (a.aborted || b.aborted) abort();
  a.addEventListener('abort', abort, { once: true });
  b.addEventListener('abort', abort, { once: true });
  return controller.signal;
}

/**
 * GET on the transistor API. Every failure becomes a TransistorApiError whose kind says what went
 * wrong: FETCH_ERROR (no answer), TIMEOUT_ERROR (no answer within 10 s), PARSING_ERROR (an answer
 * that is not JSON) or HTTP_ERROR (an answer with an error status).
 */
export async function transistorGet<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  const timeout = AbortSignal.timeout(TRANSISTOR_TIMEOUT_MS);
  const combined = signal ? eitherSignal(signal, timeout) : timeout;
  let response: Response;
  try {
    response = await fetch(urlFor(path, query), {
      headers: { Accept: 'application/json' },
      signal: combined,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.aborted) {
      throw new TransistorApiError(
        'TIMEOUT_ERROR',
        'The transistor database did not answer within 10 seconds.',
      );
    }
    throw new TransistorApiError(
      'FETCH_ERROR',
      'Could not reach the transistor database. Check your connection.',
    );
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    if (!response.ok)
      throw new TransistorApiError('HTTP_ERROR', httpMessage(response.status, undefined), response.status);
    throw new TransistorApiError(
      'PARSING_ERROR',
      'The transistor database sent an answer that could not be read.',
    );
  }
  if (!response.ok)
    throw new TransistorApiError('HTTP_ERROR', httpMessage(response.status, body), response.status);
  if (body === undefined) {
    throw new TransistorApiError('PARSING_ERROR', 'The transistor database sent an empty answer.');
  }
  return body as T;
}

/** TanStack retry policy: up to two more tries for network, timeout and server trouble. */
export function retryTransistor(failureCount: number, error: unknown): boolean {
  return error instanceof TransistorApiError && error.retryable && failureCount < 2;
}

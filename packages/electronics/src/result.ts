/**
 * Every calculator and decoder in this package answers with a Result instead of throwing, so the UI
 * can show the error text next to the input that caused it.
 */
export interface Failure {
  readonly ok: false;
  /** A sentence written for the user: what was wrong and, where possible, what to do. */
  readonly error: string;
}

export type Success<T extends object> = { readonly ok: true } & Readonly<T>;

export type Result<T extends object> = Success<T> | Failure;

export function fail(error: string): Failure {
  return { ok: false, error };
}

export function succeed<T extends object>(value: T): Success<T> {
  return { ok: true, ...value };
}

/**
 * A unique-index violation (PostgreSQL 23505) on the named index. Services turn it into the same
 * 409 as their pre-check, because two requests can pass the pre-check at once. PGlite and
 * node-postgres put the fields on the error or on its cause.
 */
export function isUniqueViolation(error: unknown, index: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  const constraint = e.constraint ?? e.cause?.constraint;
  return code === '23505' && constraint === index;
}

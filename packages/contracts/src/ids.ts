import { z } from './zod';

/** Row ids are PostgreSQL `integer`s; a larger number can name no row and must not reach a query. */
export const ID_MAX = 2_147_483_647;

const NOT_AN_ID = 'Not a valid id.';

/** An id in a path or query string (text coerced to a number), 1 to ID_MAX. */
export const pathIdSchema = (message = NOT_AN_ID) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(ID_MAX, message);

/** An id in a JSON body (a number, not text), 1 to ID_MAX. */
export const bodyIdSchema = (message = NOT_AN_ID) =>
  z.number({ error: message }).int(message).min(1, message).max(ID_MAX, message);

/** `{ id }` path parameters. */
export const idParams = z.object({ id: pathIdSchema() });

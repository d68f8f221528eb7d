import { z } from 'zod';

const TRIMMED = 'must not start or end with spaces';

export const requiredText = z
  .string()
  .min(1, 'required')
  .refine((value) => value === value.trim(), TRIMMED);

export const optionalText = z.string().refine((value) => value === value.trim(), TRIMMED);

// Marking codes are short and printed on the part: letters, digits and a few symbols, never spaces
// in the middle (a space usually means two codes were typed into one cell).
export const markingCode = requiredText.refine(
  (value) => /^[A-Za-z0-9.+\-/%]{1,8}$/.test(value),
  'marking code must be 1-8 printable characters without spaces',
);

const decimal = /^\d+(\.\d+)?$/;

export const positiveNumber = z
  .string()
  .regex(decimal, 'must be a plain decimal number')
  .transform(Number)
  .pipe(z.number().positive());

export const optionalPositiveNumber = z.union([z.literal('').transform(() => undefined), positiveNumber]);

export const pinCount = z
  .string()
  .regex(/^\d+$/, 'must be a whole number')
  .transform(Number)
  .pipe(z.number().int().min(2).max(64));

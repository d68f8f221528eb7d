import { readFileSync } from 'node:fs';
import { z } from 'zod';

// Shared cell rules for the semiconductor seed CSVs. An empty cell means "the datasheet gives no
// value", so every optional column turns '' into undefined instead of 0.

const emptyToUndefined = (value: unknown): unknown => (value === '' ? undefined : value);

export const requiredText = z.string().trim().min(1);

export const optionalText = z.preprocess(emptyToUndefined, z.string().trim().min(1).optional());

export const positiveNumber = z.coerce.number().positive().finite();

export const optionalPositive = z.preprocess(emptyToUndefined, positiveNumber.optional());

export const optionalPositiveInt = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().positive().optional(),
);

export const yesNo = z.enum(['yes', 'no']).transform((value) => value === 'yes');

// Part lists such as "BC547;BC548" become ['BC547', 'BC548']; an empty cell is an empty list.
export const partList = z
  .string()
  .transform((value) =>
    value
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  )
  .pipe(z.array(z.string().regex(/^[A-Z0-9][A-Z0-9./-]*$/i)));

export function readSeedCsv(fileName: string): string {
  return readFileSync(new URL(`./${fileName}`, import.meta.url), 'utf8');
}

import { z } from 'zod';
import { parseCsvRows, positiveNumber, requiredText, yesNo } from './semiconductor-rows';

export const soaCurves = ['DC', '10ms', '1ms', '100us', '10us', '1us'] as const;

export const soaRowSchema = z.strictObject({
  mpn: requiredText,
  curve: z.enum(soaCurves),
  v: positiveNumber,
  i: positiveNumber,
  derived: yesNo,
});

export type SoaRow = z.output<typeof soaRowSchema>;

export const parseSoaCsv = (csvText: string): SoaRow[] => parseCsvRows(csvText, soaRowSchema);

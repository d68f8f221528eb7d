import { z } from 'zod';
import { optionalPositive, positiveNumber, requiredText, yesNo } from './semiconductor-rows';
import { parseCsvRows } from '../csv-rows';

export const soaCurves = ['DC', '10ms', '1ms', '100us', '10us', '1us'] as const;

export const soaRowSchema = z.strictObject({
  mpn: requiredText,
  curve: z.enum(soaCurves),
  v: positiveNumber,
  i: positiveNumber,
  derived: yesNo,
});

export type SoaRow = z.output<typeof soaRowSchema>;

export const parseSoaCsv = (csvText: string): SoaRow[] => parseCsvRows('soa.csv', csvText, soaRowSchema);

/**
 * Second-breakdown currents a datasheet states as numbers (IS/b at a VCE for t_s seconds,
 * non-repetitive). They bound the derived DC curve and are shown on the chart as datasheet points.
 */
export const secondBreakdownRowSchema = z.strictObject({
  mpn: requiredText,
  v: positiveNumber,
  i: positiveNumber,
  t_s: positiveNumber,
  source: requiredText,
});

export type SecondBreakdownRow = z.output<typeof secondBreakdownRowSchema>;

export const parseSecondBreakdownCsv = (csvText: string): SecondBreakdownRow[] =>
  parseCsvRows('second-breakdown.csv', csvText, secondBreakdownRowSchema);

/**
 * The turn-off (reverse-bias) safe operating area an IGBT datasheet states in its ratings table:
 * current i can be switched off into a clamped inductive load at any VCE up to v (IXYS "SSOA
 * (RBSOA)", IR "ILM", Infineon "turn off safe operating area").
 */
export const turnOffRowSchema = z.strictObject({
  mpn: requiredText,
  i: positiveNumber,
  v: positiveNumber,
  tj_c: optionalPositive,
  conditions: requiredText,
  source: requiredText,
});

export type TurnOffRow = z.output<typeof turnOffRowSchema>;

export const parseTurnOffCsv = (csvText: string): TurnOffRow[] =>
  parseCsvRows('rbsoa.csv', csvText, turnOffRowSchema);

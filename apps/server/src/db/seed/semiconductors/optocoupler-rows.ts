import { OPTO_OUTPUT_TYPES } from '@electrobench/contracts/transistor-constants';
import { z } from 'zod';
import { optionalPositive, partList, positiveNumber, requiredText } from './semiconductor-rows';
import { parseCsvRows } from '../csv-rows';

// The output types are the API's own (contracts), so the seed and the answers cannot drift apart.
export const optoOutputTypes = OPTO_OUTPUT_TYPES;

const optocouplerRowShape = z.strictObject({
  mpn: requiredText,
  output_type: z.enum(optoOutputTypes),
  ctr_min_pct: optionalPositive,
  ctr_max_pct: optionalPositive,
  ctr_test_if_ma: optionalPositive,
  trigger_if_max_ma: optionalPositive,
  output_v_max: optionalPositive,
  isolation_vrms: positiveNumber,
  channels: z.coerce.number().int().min(1).max(4),
  pins: z.coerce.number().int().min(4).max(16),
  package: requiredText,
  manufacturer: requiredText,
  equivalents: partList,
  source: requiredText,
});

const hasCtr = (type: (typeof optoOutputTypes)[number]): boolean =>
  type === 'transistor' || type === 'darlington';

export const optocouplerRowSchema = optocouplerRowShape.superRefine((row, ctx) => {
  const issue = (message: string): void =>
    ctx.addIssue({ code: 'custom', message: `${row.mpn}: ${message}` });
  const ctrGiven = row.ctr_min_pct !== undefined || row.ctr_max_pct !== undefined;
  if (ctrGiven && !hasCtr(row.output_type)) issue('CTR only applies to transistor or darlington outputs');
  if (ctrGiven && row.ctr_test_if_ma === undefined) issue('CTR needs its test IF');
  if (row.ctr_min_pct !== undefined && row.ctr_max_pct !== undefined && row.ctr_min_pct > row.ctr_max_pct) {
    issue('CTR min above max');
  }
  const triac = row.output_type === 'triac' || row.output_type === 'zero-cross-triac';
  if (row.trigger_if_max_ma !== undefined && !triac) issue('trigger current applies to triac outputs only');
  if (row.channels * 4 > row.pins) issue('too few pins for the channel count');
});

export type OptocouplerRow = z.output<typeof optocouplerRowSchema>;

export const parseOptocouplerCsv = (csvText: string): OptocouplerRow[] =>
  parseCsvRows('optocouplers.csv', csvText, optocouplerRowSchema);

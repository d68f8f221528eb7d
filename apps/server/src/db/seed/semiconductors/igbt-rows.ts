import { z } from 'zod';
import {
  optionalPositive,
  optionalText,
  parseCsvRows,
  positiveNumber,
  requiredText,
  yesNo,
} from './semiconductor-rows';

const igbtRowShape = z.strictObject({
  mpn: requiredText,
  marking: optionalText,
  vces: positiveNumber,
  ic_25: positiveNumber,
  ic_100: optionalPositive,
  pd: optionalPositive,
  vce_sat_typ: optionalPositive,
  vce_sat_test_ic: optionalPositive,
  package: requiredText,
  copack_diode: yesNo,
  technology: optionalText,
  manufacturer: requiredText,
  source: requiredText,
});

export const igbtRowSchema = igbtRowShape.superRefine((row, ctx) => {
  const issue = (message: string): void =>
    ctx.addIssue({ code: 'custom', message: `${row.mpn}: ${message}` });
  if (row.ic_100 !== undefined && row.ic_100 > row.ic_25) issue('current at 100 C above current at 25 C');
  if ((row.vce_sat_typ === undefined) !== (row.vce_sat_test_ic === undefined))
    issue('VCE(sat) needs its test Ic');
  // Fast 1700 V BIMOSFETs reach 5.2 V typical (IXBH42N170A); above 7 V would mean a misplaced
  // decimal point, not an IGBT.
  if (row.vce_sat_typ !== undefined && row.vce_sat_typ > 7) issue('VCE(sat) implausibly high');
});

export type IgbtRow = z.output<typeof igbtRowSchema>;

export const parseIgbtCsv = (csvText: string): IgbtRow[] => parseCsvRows(csvText, igbtRowSchema);

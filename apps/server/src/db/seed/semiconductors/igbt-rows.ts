import { z } from 'zod';
import { optionalPositive, optionalText, positiveNumber, requiredText, yesNo } from './semiconductor-rows';
import { parseCsvRows } from '../csv-rows';

const igbtRowShape = z.strictObject({
  mpn: requiredText,
  marking: optionalText,
  vces: positiveNumber,
  ic_25: positiveNumber,
  ic_100: optionalPositive,
  ic_hot: optionalPositive,
  ic_hot_tc: optionalPositive,
  pd: optionalPositive,
  vce_sat_typ: optionalPositive,
  vce_sat_max: optionalPositive,
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
  if ((row.ic_hot === undefined) !== (row.ic_hot_tc === undefined))
    issue('the hot-case current needs its case temperature (ic_hot_tc)');
  if (row.ic_hot !== undefined && row.ic_100 !== undefined)
    issue('ic_hot is for makers that do not rate 100 C; this row has ic_100');
  if (row.ic_hot_tc !== undefined && (row.ic_hot_tc < 60 || row.ic_hot_tc > 150 || row.ic_hot_tc === 100))
    issue('ic_hot_tc is a case temperature from 60 to 150 C other than 100 C');
  if (row.ic_hot !== undefined && row.ic_hot > row.ic_25) issue('hot-case current above current at 25 C');
  const hasSat = row.vce_sat_typ !== undefined || row.vce_sat_max !== undefined;
  if (hasSat !== (row.vce_sat_test_ic !== undefined)) issue('VCE(sat) needs its test Ic');
  if (row.vce_sat_typ !== undefined && row.vce_sat_max !== undefined && row.vce_sat_typ > row.vce_sat_max)
    issue('VCE(sat) typical above its maximum');
  // Fast 1700 V BIMOSFETs reach 5.2 V typical and 6 V max (IXBH42N170A); above 8 V would mean a
  // misplaced decimal point, not an IGBT.
  if (row.vce_sat_typ !== undefined && row.vce_sat_typ > 7) issue('VCE(sat) implausibly high');
  if (row.vce_sat_max !== undefined && row.vce_sat_max > 8) issue('VCE(sat) maximum implausibly high');
});

export type IgbtRow = z.output<typeof igbtRowSchema>;

export const parseIgbtCsv = (csvText: string): IgbtRow[] => parseCsvRows('igbts.csv', csvText, igbtRowSchema);

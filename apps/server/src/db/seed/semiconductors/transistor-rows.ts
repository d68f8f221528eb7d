import { z } from 'zod';
import { optionalPositive, optionalText, partList, positiveNumber, requiredText } from './semiconductor-rows';
import { parseCsvRows } from '../csv-rows';

const bipolarTypes = ['bjt', 'darlington', 'digital-bjt'] as const;
const fetTypes = ['mosfet', 'jfet'] as const;

export const transistorTypes = [...bipolarTypes, ...fetTypes] as const;

type TransistorType = (typeof transistorTypes)[number];

export const isBipolar = (type: TransistorType): boolean =>
  (bipolarTypes as readonly string[]).includes(type);

// Voltages and currents are stored as magnitudes; polarity says which way they point.
const transistorRowShape = z.strictObject({
  mpn: requiredText,
  type: z.enum(transistorTypes),
  polarity: z.enum(['npn', 'pnp', 'n-channel', 'p-channel']),
  package: requiredText,
  // The function of each numbered lead, pin 1 first: three letters for TO-92, SOT-23, TO-220 and
  // the like; up to ten for single-die parts in SO-8 / SON / TO-247-4 style packages, where a
  // function repeats (SSSGDDDD) and K is a MOSFET's Kelvin (driver) source. Where a function is
  // reached only through the tab or mounting base (LFPAK33, TOLL, D2PAK-7), it follows a slash:
  // SSSG/D.
  //
  // Two matched dies in one package (dies = 2: SOT-363 / SO-8 duals such as MMDT3904 or FDS6930A)
  // number each lead's function with its die, pin 1 first: E1B1C2E2B2C1, S1G1S2G2D2D2D1D1.
  pinout: z.string().regex(/^([EBCGDSK]{3,10}(\/[EBCDS])?|([EBCGDS][12]){6,8})$/),
  // Empty for one transistor; 2 for two of the same polarity and ratings in one package (the
  // ratings are per transistor, as the sheets give them). Complementary pairs are not kept.
  dies: z.preprocess(
    (v) => (v === '' || v === undefined ? 1 : v),
    z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2)], { error: 'dies must be empty (one), 1 or 2' })),
  ),
  marking: optionalText,
  v_ceo_or_vds: positiveNumber,
  v_cbo: optionalPositive,
  ic_or_id: optionalPositive,
  pd: optionalPositive,
  // Case or free air at 25 °C, or (Infineon, NXP small-signal sheets) the soldering point at the
  // temperature the sheet names, e.g. Ts<=71C.
  pd_condition: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^(Tc=25C|Ta=25C|Ts<=\d{2,3}C)$/, 'pd_condition must be Tc=25C, Ta=25C or Ts<=<temperature>C')
      .optional(),
  ),
  hfe_min: optionalPositive,
  hfe_max: optionalPositive,
  hfe_test_ic: optionalPositive,
  ft_mhz: optionalPositive,
  rds_on_ohm: optionalPositive,
  rds_on_vgs: optionalPositive,
  vgs_th_min: optionalPositive,
  vgs_th_max: optionalPositive,
  qg_nc: optionalPositive,
  idss_min: optionalPositive,
  idss_max: optionalPositive,
  vgs_off_min: optionalPositive,
  vgs_off_max: optionalPositive,
  r1_kohm: optionalPositive,
  r2_kohm: optionalPositive,
  manufacturer: requiredText,
  equivalents: partList,
  complement: partList,
  source: requiredText,
});

type TransistorShape = z.output<typeof transistorRowShape>;

const notBelow = (low: number | undefined, high: number | undefined): boolean =>
  low === undefined || high === undefined || low <= high;

function checkTransistor(row: TransistorShape, ctx: z.RefinementCtx): void {
  const issue = (message: string): void =>
    ctx.addIssue({ code: 'custom', message: `${row.mpn}: ${message}` });
  const bipolar = isBipolar(row.type);
  if (bipolar !== (row.polarity === 'npn' || row.polarity === 'pnp')) issue('polarity does not fit type');
  const [leads = '', tab = ''] = row.pinout.split('/');
  const functions = bipolar ? 'BCE' : 'DGS';
  const allowed = bipolar ? functions : `${functions}K`;
  const perDie = /\d/.test(row.pinout);
  if (perDie !== (row.dies === 2)) issue(`pinout ${row.pinout} must number its dies exactly when dies is 2`);
  if (perDie) {
    for (const die of ['1', '2']) {
      const own = [...row.pinout.matchAll(/([A-Z])(\d)/g)].filter((m) => m[2] === die).map((m) => m[1] ?? '');
      if ([...functions].some((f) => !own.includes(f)) || own.some((f) => !functions.includes(f)))
        issue(`pinout ${row.pinout}: die ${die} must have each of ${[...functions].join(',')}`);
    }
  } else if (leads.length === 3 && !tab) {
    if ([...leads].sort().join('') !== functions)
      issue(`pinout ${row.pinout} must use each of ${[...functions].join(',')} once`);
  } else if (
    [...functions].some((f) => !`${leads}${tab}`.includes(f)) ||
    [...`${leads}${tab}`].some((f) => !allowed.includes(f))
  ) {
    issue(
      `pinout ${row.pinout} must use each of ${[...functions].join(',')}${bipolar ? '' : ' (and K)'} only`,
    );
  }
  const fetOnly = [row.rds_on_ohm, row.vgs_th_min, row.vgs_th_max, row.qg_nc, row.idss_min, row.vgs_off_min];
  if (bipolar && fetOnly.some((value) => value !== undefined)) issue('FET parameters on a bipolar part');
  if (!bipolar && [row.hfe_min, row.hfe_max, row.v_cbo].some((v) => v !== undefined))
    issue('BJT parameters on a FET');
  if (row.type !== 'digital-bjt' && (row.r1_kohm !== undefined || row.r2_kohm !== undefined)) {
    issue('bias resistors belong to digital transistors only');
  }
  if (row.type !== 'jfet' && (row.idss_max !== undefined || row.vgs_off_max !== undefined))
    issue('JFET-only values');
  if (row.v_cbo !== undefined && row.v_cbo < row.v_ceo_or_vds) issue('VCBO cannot be below VCEO');
  if (!notBelow(row.hfe_min, row.hfe_max)) issue('hFE min above max');
  if (!notBelow(row.vgs_th_min, row.vgs_th_max)) issue('VGS(th) min above max');
  if (!notBelow(row.idss_min, row.idss_max)) issue('IDSS min above max');
  if (!notBelow(row.vgs_off_min, row.vgs_off_max)) issue('VGS(off) min above max');
  if ((row.hfe_min ?? row.hfe_max) !== undefined && row.hfe_test_ic === undefined)
    issue('hFE needs its test Ic');
  if ((row.rds_on_ohm === undefined) !== (row.rds_on_vgs === undefined))
    issue('RDS(on) and its VGS go together');
  if ((row.pd === undefined) !== (row.pd_condition === undefined))
    issue('Pd and its temperature condition go together');
}

export const transistorRowSchema = transistorRowShape.superRefine(checkTransistor);

export type TransistorRow = z.output<typeof transistorRowSchema>;

export const parseTransistorCsv = (csvText: string): TransistorRow[] =>
  parseCsvRows('transistors.csv', csvText, transistorRowSchema);

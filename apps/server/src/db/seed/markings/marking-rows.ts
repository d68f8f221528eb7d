import { readFileSync } from 'node:fs';
import { DIODE_KINDS } from '@electrobench/contracts/component-constants';
import { z } from 'zod';
import { parseCsvRows } from '../csv-rows';
import { DIODE_PACKAGES, FUSE_PACKAGES, SMD_PACKAGE_PINS } from './marking-packages';
import {
  markingCode,
  optionalPositiveNumber,
  optionalText,
  pinCount,
  positiveNumber,
  requiredText,
} from './marking-fields';

const oneOf = (values: readonly string[]) =>
  requiredText.refine((value) => values.includes(value), `must be one of: ${values.join(', ')}`);

export const SMD_CODE_COLUMNS = [
  'code',
  'part_number',
  'manufacturer',
  'package',
  'function',
  'pin_count',
  'description',
  'source',
] as const;

export const smdCodeRow = z
  .object({
    code: markingCode,
    part_number: requiredText,
    manufacturer: requiredText,
    package: oneOf(Object.keys(SMD_PACKAGE_PINS)),
    function: requiredText,
    pin_count: pinCount,
    description: requiredText,
    source: requiredText,
  })
  .refine((row) => SMD_PACKAGE_PINS[row.package]?.includes(row.pin_count) === true, {
    message: 'pin_count does not match package',
    path: ['pin_count'],
  });
export type SmdCodeRow = z.output<typeof smdCodeRow>;

// The kinds a diode row may carry are the API's own (contracts), so the two cannot drift apart.
export { DIODE_KINDS };

export const DIODE_MARKING_COLUMNS = [
  'code',
  'part_number',
  'kind',
  'package',
  'vr_v',
  'if_a',
  'vz_v',
  'vrwm_v',
  'vbr_v',
  'manufacturer',
  'description',
  'source',
] as const;

export const diodeMarkingRow = z
  .object({
    code: markingCode,
    part_number: requiredText,
    kind: z.enum(DIODE_KINDS),
    package: oneOf(DIODE_PACKAGES),
    vr_v: optionalPositiveNumber,
    if_a: optionalPositiveNumber,
    vz_v: optionalPositiveNumber,
    vrwm_v: optionalPositiveNumber,
    vbr_v: optionalPositiveNumber,
    manufacturer: requiredText,
    description: optionalText,
    source: requiredText,
  })
  // The rating a technician needs to pick a replacement depends on the kind of diode.
  .refine((row) => row.kind !== 'zener' || row.vz_v !== undefined, {
    message: 'a zener needs vz_v',
    path: ['vz_v'],
  })
  .refine((row) => row.kind !== 'tvs' || (row.vrwm_v !== undefined && row.vbr_v !== undefined), {
    message: 'a TVS needs vrwm_v and vbr_v',
    path: ['vrwm_v'],
  })
  .refine((row) => row.kind !== 'tvs' || (row.vbr_v ?? 0) > (row.vrwm_v ?? 0), {
    message: 'breakdown voltage must exceed the stand-off voltage',
    path: ['vbr_v'],
  })
  .refine((row) => !['switching', 'schottky', 'rectifier'].includes(row.kind) || row.vr_v !== undefined, {
    message: 'switching, Schottky and rectifier diodes need vr_v',
    path: ['vr_v'],
  });
export type DiodeMarkingRow = z.output<typeof diodeMarkingRow>;

export const FUSE_KINDS = ['fast-acting', 'slow-blow', 'ptc-resettable'] as const;

export const FUSE_MARKING_COLUMNS = [
  'code',
  'part_number',
  'rating_a',
  'series',
  'manufacturer',
  'package',
  'fuse_kind',
  'voltage_v',
  'source',
] as const;

export const fuseMarkingRow = z.object({
  code: markingCode,
  part_number: requiredText,
  rating_a: positiveNumber,
  series: requiredText,
  manufacturer: requiredText,
  package: oneOf(FUSE_PACKAGES),
  fuse_kind: z.enum(FUSE_KINDS),
  voltage_v: positiveNumber,
  source: requiredText,
});
export type FuseMarkingRow = z.output<typeof fuseMarkingRow>;

export const IC_LOGO_COLUMNS = [
  'name',
  'logo_description',
  'country',
  'part_prefixes',
  'website_domain',
  'notes',
  'source',
  'image',
] as const;

const prefixList = requiredText
  .transform((value) => value.split(';'))
  .refine(
    (parts) => parts.every((part) => part.length > 0 && part === part.trim()),
    'empty or padded prefix',
  );

export const icLogoRow = z.object({
  name: requiredText,
  logo_description: requiredText,
  country: requiredText,
  part_prefixes: prefixList,
  website_domain: optionalText.refine(
    (value) => value === '' || /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(value),
    'bare domain such as ti.com',
  ),
  notes: optionalText,
  source: requiredText,
  // Logos are described in words only; no picture is stored until a licensed one is supplied.
  image: z.literal('', 'image must stay empty'),
});
export type IcLogoRow = z.output<typeof icLogoRow>;

const here = (name: string) => new URL(`./${name}`, import.meta.url);

export const parseSmdCodes = (text: string) =>
  parseCsvRows('smd-codes.csv', text, smdCodeRow, { columns: SMD_CODE_COLUMNS });
export const parseDiodeMarkings = (text: string) =>
  parseCsvRows('diode-markings.csv', text, diodeMarkingRow, { columns: DIODE_MARKING_COLUMNS });
export const parseFuseMarkings = (text: string) =>
  parseCsvRows('fuse-markings.csv', text, fuseMarkingRow, { columns: FUSE_MARKING_COLUMNS });
export const parseIcLogos = (text: string) =>
  parseCsvRows('ic-logos.csv', text, icLogoRow, { columns: IC_LOGO_COLUMNS });

export const loadSmdCodes = () => parseSmdCodes(readFileSync(here('smd-codes.csv'), 'utf8'));
export const loadDiodeMarkings = () => parseDiodeMarkings(readFileSync(here('diode-markings.csv'), 'utf8'));
export const loadFuseMarkings = () => parseFuseMarkings(readFileSync(here('fuse-markings.csv'), 'utf8'));
export const loadIcLogos = () => parseIcLogos(readFileSync(here('ic-logos.csv'), 'utf8'));

import { parseCsvRows } from '../csv-rows';
import { z } from 'zod';

export const DRIVE_TYPES = ['ac-vfd', 'servo', 'dc-drive', 'soft-starter'] as const;
export type DriveType = (typeof DRIVE_TYPES)[number];

export const DRIVE_CSV_COLUMNS = [
  'drive_type',
  'manufacturer',
  'model',
  'code',
  'name',
  'meaning',
  'causes',
  'remedies',
  'cia402_class',
  'source',
] as const;

/*
 * Error-code groups of CiA 301 / CiA 402 (DRIVECOM). A class is only accepted when its first two hex
 * digits fall in one of these groups, so a typo such as "3120" for a DC-link fault still needs a human
 * to notice, but "A310" or "2D10" cannot slip into the table.
 */
export const CIA402_GROUPS: Readonly<Record<string, string>> = {
  '10': 'generic error',
  '20': 'current',
  '21': 'current, device input side',
  '22': 'current inside the device',
  '23': 'current, device output side',
  '30': 'voltage',
  '31': 'mains voltage',
  '32': 'DC link voltage',
  '33': 'output voltage',
  '40': 'temperature',
  '41': 'ambient temperature',
  '42': 'device temperature',
  '43': 'drive (motor) temperature',
  '50': 'device hardware',
  '51': 'supply of the device electronics',
  '52': 'measurement circuit',
  '53': 'operating unit',
  '54': 'power section',
  '55': 'data storage',
  '60': 'device software',
  '61': 'internal software',
  '62': 'user software',
  '63': 'data record',
  '70': 'additional modules',
  '71': 'power (brake chopper, brake, contactors)',
  '72': 'measurement circuit',
  '73': 'sensor',
  '74': 'computation circuit',
  '75': 'communication',
  '76': 'data storage',
  '80': 'monitoring',
  '81': 'communication',
  '82': 'protocol error',
  '83': 'torque control',
  '84': 'velocity speed controller',
  '85': 'position controller',
  '86': 'positioning controller',
  '87': 'sync controller',
  '88': 'winding controller',
  '90': 'external error',
  F0: 'deceleration',
  F1: 'sub-synchronous run',
  F2: 'stroke operation',
  F3: 'control',
};

const text = z.string().trim().min(1);

// Causes and remedies are stored as one CSV cell each; a semicolon separates the list items.
const semicolonList = z
  .string()
  .transform((cell) =>
    cell
      .split(';')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  )
  .pipe(z.array(z.string()).min(1));

const cia402Class = z
  .string()
  .trim()
  .transform((cell) => cell.toUpperCase())
  .refine((cell) => cell === '' || (/^[0-9A-F]{4}$/.test(cell) && cell.slice(0, 2) in CIA402_GROUPS), {
    message: 'cia402_class must be empty or a 4-hex-digit code in a CiA 402 error group',
  })
  .transform((cell) => (cell === '' ? undefined : cell));

export const driveFaultRowSchema = z.object({
  drive_type: z.enum(DRIVE_TYPES),
  manufacturer: text,
  model: text,
  code: text,
  name: text,
  meaning: text,
  causes: semicolonList,
  remedies: semicolonList,
  cia402_class: cia402Class,
  source: text,
});

export type DriveFaultRow = z.output<typeof driveFaultRowSchema>;

/** Parses one fault CSV (the header row exactly as DRIVE_CSV_COLUMNS) and names every bad line. */
export function parseDriveFaultsCsv(csvText: string, file = 'drive faults CSV'): DriveFaultRow[] {
  return parseCsvRows(file, csvText, driveFaultRowSchema, { columns: DRIVE_CSV_COLUMNS, trim: true });
}

/** URL-safe slug used in /industrial/drive-faults/{type}/{manufacturer}/{model}. */
export function driveSlug(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

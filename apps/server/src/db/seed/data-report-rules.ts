// What the data-quality report checks in each seed CSV: the columns that identify a row (two rows
// with the same identity are duplicates, or conflicts when their other cells differ) and the key
// ratings a row should carry. A rating counts as present when any of its columns has a value;
// `when` limits it to the rows it applies to (hFE means nothing on a MOSFET).

export type CsvRow = Readonly<Record<string, string>>;

export interface KeyRating {
  readonly name: string;
  readonly columns: readonly string[];
  readonly when?: (row: CsvRow) => boolean;
}

export interface TableRules {
  readonly identity: readonly string[];
  // Part numbers compare without regard to case; marking and fault codes are printed as they are.
  readonly foldCase?: boolean;
  readonly ratings: readonly KeyRating[];
  // Parts a row names as the same device (column of `;`-separated part numbers) should agree on
  // these cells; a pair that does not is reported as a conflict.
  readonly equivalents?: { readonly column: string; readonly agreeOn: readonly string[] };
}

const bipolar = (row: CsvRow): boolean => ['bjt', 'darlington', 'digital-bjt'].includes(row.type ?? '');
const plainBipolar = (row: CsvRow): boolean => ['bjt', 'darlington'].includes(row.type ?? '');
const mosfet = (row: CsvRow): boolean => row.type === 'mosfet';
const jfet = (row: CsvRow): boolean => row.type === 'jfet';
const isKind =
  (...kinds: string[]) =>
  (row: CsvRow): boolean =>
    kinds.includes(row.kind ?? row.output_type ?? '');

const driveFaults: TableRules = {
  identity: ['manufacturer', 'model', 'code'],
  ratings: [
    { name: 'meaning', columns: ['meaning'] },
    { name: 'causes', columns: ['causes'] },
    { name: 'remedies', columns: ['remedies'] },
    { name: 'source', columns: ['source'] },
  ],
};

// Keyed by the file path below the seed folder; drive fault files share one rule set.
export const tableRules: Readonly<Record<string, TableRules>> = {
  'semiconductors/transistors.csv': {
    identity: ['mpn'],
    foldCase: true,
    ratings: [
      { name: 'VCEO/VDS', columns: ['v_ceo_or_vds'] },
      // JFET sheets rate the drain by IDSS (checked below), so IC/ID is asked of the others only.
      { name: 'IC/ID', columns: ['ic_or_id'], when: (row) => !jfet(row) },
      { name: 'Pd', columns: ['pd'] },
      { name: 'hFE', columns: ['hfe_min', 'hfe_max'], when: bipolar },
      { name: 'fT', columns: ['ft_mhz'], when: plainBipolar },
      { name: 'RDS(on)', columns: ['rds_on_ohm'], when: mosfet },
      { name: 'VGS(th)', columns: ['vgs_th_min', 'vgs_th_max'], when: mosfet },
      { name: 'IDSS', columns: ['idss_min', 'idss_max'], when: jfet },
      { name: 'source', columns: ['source'] },
    ],
    equivalents: { column: 'equivalents', agreeOn: ['type', 'polarity', 'v_ceo_or_vds'] },
  },
  'semiconductors/igbts.csv': {
    identity: ['mpn'],
    foldCase: true,
    ratings: [
      { name: 'VCES', columns: ['vces'] },
      { name: 'IC at 25 C', columns: ['ic_25'] },
      { name: 'IC hot', columns: ['ic_100', 'ic_hot'] },
      { name: 'Pd', columns: ['pd'] },
      { name: 'VCE(sat)', columns: ['vce_sat_typ', 'vce_sat_max'] },
      { name: 'source', columns: ['source'] },
    ],
  },
  'semiconductors/optocouplers.csv': {
    identity: ['mpn'],
    foldCase: true,
    ratings: [
      { name: 'CTR', columns: ['ctr_min_pct'], when: isKind('transistor', 'darlington') },
      { name: 'IFT', columns: ['trigger_if_max_ma'], when: isKind('triac', 'zero-cross-triac') },
      { name: 'output voltage', columns: ['output_v_max'] },
      { name: 'isolation', columns: ['isolation_vrms'] },
      { name: 'source', columns: ['source'] },
    ],
    equivalents: { column: 'equivalents', agreeOn: ['output_type', 'pins'] },
  },
  'semiconductors/soa.csv': { identity: ['mpn', 'curve', 'v'], foldCase: true, ratings: [] },
  'semiconductors/second-breakdown.csv': { identity: ['mpn', 'v'], foldCase: true, ratings: [] },
  'semiconductors/rbsoa.csv': {
    identity: ['mpn'],
    foldCase: true,
    ratings: [{ name: 'source', columns: ['source'] }],
  },
  'markings/smd-codes.csv': {
    identity: ['code', 'part_number', 'manufacturer', 'package'],
    ratings: [
      { name: 'function', columns: ['function'] },
      { name: 'source', columns: ['source'] },
    ],
  },
  'markings/diode-markings.csv': {
    identity: ['code', 'part_number', 'manufacturer', 'package'],
    ratings: [
      { name: 'VZ', columns: ['vz_v'], when: isKind('zener') },
      { name: 'VRWM/VBR', columns: ['vrwm_v', 'vbr_v'], when: isKind('tvs') },
      { name: 'VR', columns: ['vr_v'], when: isKind('rectifier', 'schottky', 'switching') },
      { name: 'IF', columns: ['if_a'], when: isKind('rectifier', 'schottky', 'switching') },
      { name: 'source', columns: ['source'] },
    ],
  },
  'markings/fuse-markings.csv': {
    identity: ['code', 'series', 'manufacturer'],
    ratings: [
      { name: 'current rating', columns: ['rating_a'] },
      { name: 'voltage', columns: ['voltage_v'] },
      { name: 'source', columns: ['source'] },
    ],
  },
  'markings/ic-logos.csv': {
    identity: ['name'],
    foldCase: true,
    ratings: [
      { name: 'part prefixes', columns: ['part_prefixes'] },
      { name: 'website', columns: ['website_domain'] },
      { name: 'source', columns: ['source'] },
    ],
  },
};

// A file nobody described yet is still counted; its first column stands in as the identity.
export function rulesFor(file: string, header: readonly string[]): TableRules {
  const known = tableRules[file];
  if (known) return known;
  if (file.startsWith('drives/faults-')) return driveFaults;
  return { identity: header.slice(0, 1), ratings: [] };
}

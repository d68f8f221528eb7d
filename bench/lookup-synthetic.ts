// Synthetic catalogue rows for the lookup benchmark. They are generated inside the benchmark's own
// throwaway database with generate_series and never touch the seed files. Part numbers imitate
// real families (maker prefix, digits, packing suffix) so trigram and prefix indexes see
// realistic selectivity.

const list = (values: readonly (string | number)[]) =>
  `ARRAY[${values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(',')}]`;

const PREFIXES = [
  '2N',
  '2SC',
  '2SA',
  'BC',
  'BD',
  'MJE',
  'TIP',
  'IRF',
  'IRFZ',
  'STP',
  'FQP',
  'AO',
  'SI',
  'MMBT',
  'PN',
  'KSC',
  'KSA',
  '2SK',
  '2SJ',
  'IXTH',
];
const SUFFIXES = ['', 'A', 'B', 'C', 'G', 'BU', 'TA', 'LT1', 'N', 'PBF'];
const VOLTS = [20, 30, 40, 45, 60, 80, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000];
const AMPS = [0.1, 0.2, 0.5, 0.8, 1, 1.5, 2, 3, 5, 8, 10, 15, 20, 30, 50, 75, 100];
const T_PACKAGES = ['TO-92', 'SOT-23', 'TO-220', 'TO-247', 'TO-126', 'D2PAK/TO-263', 'TO-3P', 'SC-70'];

/** Inserts transistors numbered from..to (inclusive); (mpn, manufacturer) clashes are skipped. */
export function transistorBatchSql(from: number, to: number): string {
  return `
INSERT INTO transistors (mpn, type, polarity, package, pinout, v_ceo_or_vds, ic_or_id, pd, pd_condition,
  hfe_min, hfe_max, hfe_test_ic, ft_mhz, rds_on_ohm, rds_on_vgs, vgs_th_min, vgs_th_max, qg_nc, manufacturer, source)
SELECT
  (${list(PREFIXES)})[1 + (g / 10) % ${PREFIXES.length}] || (100 + (g::bigint * 7919) % 99901)::text
    || (${list(SUFFIXES)})[1 + g % ${SUFFIXES.length}],
  k.type, k.polarity,
  (${list(T_PACKAGES)})[1 + (g * 13) % ${T_PACKAGES.length}],
  CASE WHEN k.bipolar THEN (ARRAY['EBC','CBE','BCE','ECB'])[1 + g % 4] ELSE (ARRAY['GDS','SDG','DGS'])[1 + g % 3] END,
  r.v, r.i, round((r.v * r.i / 8)::numeric, 2) + 0.1, CASE WHEN g % 3 = 0 THEN 'Ta=25C' ELSE 'Tc=25C' END,
  CASE WHEN k.bipolar THEN 20 + g % 200 END, CASE WHEN k.bipolar THEN 300 + g % 500 END,
  CASE WHEN k.bipolar THEN 0.01 END, CASE WHEN k.bipolar THEN 10 + g % 300 END,
  CASE WHEN k.type = 'mosfet' THEN round((0.002 + (g % 997) / 1000.0)::numeric, 4) END,
  CASE WHEN k.type = 'mosfet' THEN 10 END,
  CASE WHEN k.type = 'mosfet' THEN 1 + (g % 3) * 0.5 END, CASE WHEN k.type = 'mosfet' THEN 2 + (g % 3) END,
  CASE WHEN k.type = 'mosfet' THEN 5 + g % 200 END,
  'Synthetic Maker ' || (g % 50), 'synthetic benchmark row'
FROM generate_series(${from}, ${to}) AS g
CROSS JOIN LATERAL (SELECT
  (${list(VOLTS)})[1 + (g * 31) % ${VOLTS.length}]::float8 AS v,
  (${list(AMPS)})[1 + (g * 17) % ${AMPS.length}]::float8 AS i) r
CROSS JOIN LATERAL (SELECT t.type, t.polarity, t.type IN ('bjt', 'darlington') AS bipolar FROM (VALUES
  (CASE g % 10 WHEN 0 THEN 'darlington' WHEN 1 THEN 'jfet' WHEN 2 THEN 'bjt' WHEN 3 THEN 'bjt' WHEN 4 THEN 'bjt'
    WHEN 5 THEN 'bjt' ELSE 'mosfet' END,
   CASE WHEN g % 10 BETWEEN 0 AND 5 AND g % 10 <> 1 THEN (ARRAY['npn','pnp'])[1 + (g / 10) % 2]
    ELSE (ARRAY['n-channel','p-channel'])[1 + (g / 10) % 2] END)) AS t(type, polarity)) k
ON CONFLICT DO NOTHING`;
}

const SMD_PARTS = ['BC', 'BZX', 'MMBT', 'BAT', 'BAV', 'SMAJ', 'LM', 'AP', 'TPS', 'SI'];
const SMD_FUNCTIONS = [
  'NPN general purpose',
  'PNP general purpose',
  'zener diode',
  'Schottky diode',
  'LDO regulator',
  'N-channel MOSFET',
];
const SMD_PACKAGES: [string, number][] = [
  ['SOT-23', 3],
  ['SOT-323', 3],
  ['SOD-123', 2],
  ['SOT-363', 6],
  ['SOT-23-5', 5],
  ['SOT-89', 3],
  ['SOD-323', 2],
];

/** Inserts SMD codes numbered from..to: 2-4 character codes, many parts per short code. */
export function smdBatchSql(from: number, to: number): string {
  return `
INSERT INTO smd_components (code, part_number, manufacturer, package, function, pin_count, description, source)
SELECT upper(substr(md5(g::text), 1, 2 + g % 3)),
  (${list(SMD_PARTS)})[1 + g % ${SMD_PARTS.length}] || (1000 + g)::text,
  'Synthetic Maker ' || (g % 40),
  (${list(SMD_PACKAGES.map((p) => p[0]))})[1 + (g / 3) % ${SMD_PACKAGES.length}],
  (${list(SMD_FUNCTIONS)})[1 + g % ${SMD_FUNCTIONS.length}],
  (${list(SMD_PACKAGES.map((p) => p[1]))})[1 + (g / 3) % ${SMD_PACKAGES.length}],
  'synthetic benchmark row', 'synthetic benchmark row'
FROM generate_series(${from}, ${to}) AS g
ON CONFLICT DO NOTHING`;
}

export const SYNTHETIC = { transistors: 1_000_000, smd: 200_000, batch: 100_000 } as const;

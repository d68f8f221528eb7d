import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogueKind, RejectedRow } from '@electrobench/contracts/components';
import type { Database } from '../../db/client';
import { diodeMarkings, fuseMarkings, icLogos, smdComponents } from '../../db/schema/components';
import { igbts, optocouplers, transistors } from '../../db/schema/semiconductors';
import {
  DIODE_MARKING_COLUMNS,
  FUSE_MARKING_COLUMNS,
  IC_LOGO_COLUMNS,
  SMD_CODE_COLUMNS,
  diodeMarkingRow,
  fuseMarkingRow,
  icLogoRow,
  smdCodeRow,
  type DiodeMarkingRow,
  type FuseMarkingRow,
  type IcLogoRow,
  type SmdCodeRow,
} from '../../db/seed/markings/marking-rows';
import { icLogoSearchText } from '../../lib/component-search/ic-logo-search';
import { igbtRowSchema, type IgbtRow } from '../../db/seed/semiconductors/igbt-rows';
import { optocouplerRowSchema, type OptocouplerRow } from '../../db/seed/semiconductors/optocoupler-rows';
import {
  secondBreakdownRowSchema,
  soaRowSchema,
  turnOffRowSchema,
} from '../../db/seed/semiconductors/soa-rows';
import { transistorRowSchema, type TransistorRow } from '../../db/seed/semiconductors/transistor-rows';
import { secondBreakdownWriter, soaWriter, turnOffWriter } from './soa-import';
import { UPSERT_BATCH, upsertRows, type UpsertTarget } from './upsert';

export type ParsedRecord =
  { ok: true; key: string; values: Record<string, unknown> } | { ok: false; errors: string[] };

/** A valid row on its way to the database, with the line it came from for error reports. */
export type ValidRow = { line: number; values: Record<string, unknown> };

/** What a write did; rejected rows (checks that need the database) roll the whole import back. */
export type WriteResult = { inserted: number; updated: number; rejected: RejectedRow[] };

/**
 * One importable catalogue: its columns (those of the seed CSV, so a seed file is a valid upload),
 * the row rules (the seed's own zod schema), the natural key, what decides that an upload row
 * matches a stored one (shown to the operator) and how valid rows are written. `batch` rows are
 * handed to `write` at a time; a kind whose rows only make sense together (SOA points) takes all.
 */
export type CatalogueSpec = {
  columns: readonly string[];
  /** Columns an upload may leave out (an empty cell means the default): added after files existed. */
  optionalColumns: readonly string[];
  matchedBy: string;
  batch: number;
  parse: (record: Record<string, string>) => ParsedRecord;
  write: (db: Database, rows: ValidRow[]) => Promise<WriteResult>;
};

type KindDefinition<Row> = {
  columns: readonly string[];
  optionalColumns?: readonly string[];
  schema: z.ZodType<Row>;
  key: (row: Row) => string;
  matchedBy: string;
  toValues: (row: Row) => Record<string, unknown>;
} & ({ target: UpsertTarget } | { batch: number; write: CatalogueSpec['write'] });

function defineKind<Row>(kind: KindDefinition<Row>): CatalogueSpec {
  const write: CatalogueSpec['write'] =
    'target' in kind
      ? async (db, rows) => ({
          ...(await upsertRows(
            db,
            kind.target,
            rows.map((r) => r.values),
          )),
          rejected: [],
        })
      : kind.write;
  return {
    columns: kind.columns,
    optionalColumns: kind.optionalColumns ?? [],
    matchedBy: kind.matchedBy,
    batch: 'batch' in kind ? kind.batch : UPSERT_BATCH,
    write,
    parse: (record) => {
      const result = kind.schema.safeParse(record);
      if (!result.success) {
        return {
          ok: false,
          errors: result.error.issues.map((i) =>
            i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message,
          ),
        };
      }
      return { ok: true, key: kind.key(result.data), values: kind.toValues(result.data) };
    },
  };
}

const nul = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

export const smdCodesSpec = defineKind<SmdCodeRow>({
  columns: SMD_CODE_COLUMNS,
  schema: smdCodeRow,
  key: (r) => `${r.code}|${r.part_number}|${r.manufacturer}`,
  matchedBy: 'code, part_number and manufacturer',
  target: {
    table: smdComponents,
    conflict: [smdComponents.code, smdComponents.partNumber, smdComponents.manufacturer],
  },
  toValues: (r) => ({
    code: r.code,
    partNumber: r.part_number,
    manufacturer: r.manufacturer,
    package: r.package,
    function: r.function,
    pinCount: r.pin_count,
    description: r.description,
    source: r.source,
  }),
});

export const diodeMarkingsSpec = defineKind<DiodeMarkingRow>({
  columns: DIODE_MARKING_COLUMNS,
  schema: diodeMarkingRow,
  key: (r) => `${r.code}|${r.part_number}|${r.manufacturer}`,
  matchedBy: 'code, part_number and manufacturer',
  target: {
    table: diodeMarkings,
    conflict: [diodeMarkings.code, diodeMarkings.partNumber, diodeMarkings.manufacturer],
  },
  toValues: (r) => ({
    code: r.code,
    partNumber: r.part_number,
    kind: r.kind,
    package: r.package,
    vrV: nul(r.vr_v),
    ifA: nul(r.if_a),
    vzV: nul(r.vz_v),
    vrwmV: nul(r.vrwm_v),
    vbrV: nul(r.vbr_v),
    manufacturer: r.manufacturer,
    description: r.description,
    source: r.source,
  }),
});

export const fuseMarkingsSpec = defineKind<FuseMarkingRow>({
  columns: FUSE_MARKING_COLUMNS,
  schema: fuseMarkingRow,
  key: (r) => `${r.code}|${r.part_number}|${r.manufacturer}`,
  matchedBy: 'code, part_number and manufacturer',
  target: {
    table: fuseMarkings,
    conflict: [fuseMarkings.code, fuseMarkings.partNumber, fuseMarkings.manufacturer],
  },
  toValues: (r) => ({
    code: r.code,
    partNumber: r.part_number,
    ratingA: r.rating_a,
    series: r.series,
    manufacturer: r.manufacturer,
    package: r.package,
    fuseKind: r.fuse_kind,
    voltageV: r.voltage_v,
    source: r.source,
  }),
});

export const TRANSISTOR_COLUMNS = Object.keys(transistorRowSchema.shape);

export const transistorsSpec = defineKind<TransistorRow>({
  columns: TRANSISTOR_COLUMNS,
  // `dies` came after operators' first catalogues: a file without it holds single transistors.
  optionalColumns: ['dies'],
  schema: transistorRowSchema,
  key: (r) => `${r.mpn.toUpperCase()}|${r.manufacturer}`,
  matchedBy: 'mpn and manufacturer',
  target: { table: transistors, conflict: [transistors.mpn, transistors.manufacturer] },
  toValues: (r) => ({
    mpn: r.mpn,
    type: r.type,
    polarity: r.polarity,
    package: r.package,
    pinout: r.pinout,
    dies: r.dies,
    marking: nul(r.marking),
    vCeoOrVds: r.v_ceo_or_vds,
    vCbo: nul(r.v_cbo),
    icOrId: nul(r.ic_or_id),
    pd: nul(r.pd),
    pdCondition: nul(r.pd_condition),
    hfeMin: nul(r.hfe_min),
    hfeMax: nul(r.hfe_max),
    hfeTestIc: nul(r.hfe_test_ic),
    ftMhz: nul(r.ft_mhz),
    rdsOnOhm: nul(r.rds_on_ohm),
    rdsOnVgs: nul(r.rds_on_vgs),
    vgsThMin: nul(r.vgs_th_min),
    vgsThMax: nul(r.vgs_th_max),
    qgNc: nul(r.qg_nc),
    idssMin: nul(r.idss_min),
    idssMax: nul(r.idss_max),
    vgsOffMin: nul(r.vgs_off_min),
    vgsOffMax: nul(r.vgs_off_max),
    r1Kohm: nul(r.r1_kohm),
    r2Kohm: nul(r.r2_kohm),
    manufacturer: r.manufacturer,
    equivalents: r.equivalents,
    complement: r.complement,
    source: r.source,
  }),
});

export const igbtsSpec = defineKind<IgbtRow>({
  columns: Object.keys(igbtRowSchema.shape),
  schema: igbtRowSchema,
  key: (r) => `${r.mpn.toUpperCase()}|${r.manufacturer}`,
  matchedBy: 'mpn and manufacturer',
  target: { table: igbts, conflict: [igbts.mpn, igbts.manufacturer] },
  toValues: (r) => ({
    mpn: r.mpn,
    marking: nul(r.marking),
    vces: r.vces,
    ic25: r.ic_25,
    ic100: nul(r.ic_100),
    icHot: nul(r.ic_hot),
    icHotTc: nul(r.ic_hot_tc),
    pd: nul(r.pd),
    vceSatTyp: nul(r.vce_sat_typ),
    vceSatMax: nul(r.vce_sat_max),
    vceSatTestIc: nul(r.vce_sat_test_ic),
    package: r.package,
    copackDiode: r.copack_diode,
    technology: nul(r.technology),
    manufacturer: r.manufacturer,
    source: r.source,
  }),
});

export const optocouplersSpec = defineKind<OptocouplerRow>({
  columns: Object.keys(optocouplerRowSchema.shape),
  schema: optocouplerRowSchema,
  key: (r) => `${r.mpn.toUpperCase()}|${r.manufacturer}`,
  matchedBy: 'mpn and manufacturer',
  target: { table: optocouplers, conflict: [optocouplers.mpn, optocouplers.manufacturer] },
  toValues: (r) => ({
    mpn: r.mpn,
    outputType: r.output_type,
    ctrMinPct: nul(r.ctr_min_pct),
    ctrMaxPct: nul(r.ctr_max_pct),
    ctrTestIfMa: nul(r.ctr_test_if_ma),
    triggerIfMaxMa: nul(r.trigger_if_max_ma),
    outputVMax: nul(r.output_v_max),
    isolationVrms: r.isolation_vrms,
    channels: r.channels,
    pins: r.pins,
    package: r.package,
    manufacturer: r.manufacturer,
    equivalents: r.equivalents,
    source: r.source,
  }),
});

/** Logos are matched by name in any case; an image uploaded on the logo page is never touched. */
export const icLogosSpec = defineKind<IcLogoRow>({
  columns: IC_LOGO_COLUMNS,
  schema: icLogoRow,
  key: (r) => r.name.toLowerCase(),
  matchedBy: 'name (any case); an uploaded logo image is kept',
  target: { table: icLogos, conflict: sql`lower(${sql.identifier('name')})` },
  toValues: (r) => ({
    name: r.name,
    logoDescription: r.logo_description,
    country: r.country,
    partPrefixes: r.part_prefixes,
    websiteDomain: r.website_domain || null,
    notes: r.notes,
    source: r.source,
    searchText: icLogoSearchText(r.name, r.logo_description, r.part_prefixes, r.country),
  }),
});

/**
 * A kind whose rows only make sense together per part (SOA points, stated limits): each row is
 * checked on its own, then the whole file is handed to `write`, which replaces each named part's set.
 */
function wholeFileKind<Row extends Record<string, unknown>>(kind: {
  schema: z.ZodType<Row> & { shape: object };
  key: (row: Row) => string;
  matchedBy: string;
  write: CatalogueSpec['write'];
}): CatalogueSpec {
  return defineKind<Row>({
    ...kind,
    columns: Object.keys(kind.schema.shape),
    batch: Number.POSITIVE_INFINITY,
    toValues: (row) => ({ ...row }),
  });
}

export const soaSpec = wholeFileKind({
  schema: soaRowSchema,
  key: (r) => `${r.mpn.toUpperCase()}|${r.curve}|${r.v}`,
  matchedBy: 'mpn: the curves of each part in the file replace its stored curves',
  write: soaWriter,
});

export const secondBreakdownSpec = wholeFileKind({
  schema: secondBreakdownRowSchema,
  key: (r) => `${r.mpn.toUpperCase()}|${r.v}`,
  matchedBy: 'mpn: the points of each part in the file replace its stored points',
  write: secondBreakdownWriter,
});

export const turnOffSpec = wholeFileKind({
  schema: turnOffRowSchema,
  key: (r) => `${r.mpn.toUpperCase()}|${r.v}`,
  matchedBy: 'mpn: the turn-off limits of each part in the file replace its stored ones',
  write: turnOffWriter,
});

export const CATALOGUE_SPECS: Readonly<Record<CatalogueKind, CatalogueSpec>> = {
  'smd-codes': smdCodesSpec,
  'diode-markings': diodeMarkingsSpec,
  'fuse-markings': fuseMarkingsSpec,
  'ic-logos': icLogosSpec,
  transistors: transistorsSpec,
  igbts: igbtsSpec,
  optocouplers: optocouplersSpec,
  soa: soaSpec,
  'second-breakdown': secondBreakdownSpec,
  rbsoa: turnOffSpec,
};

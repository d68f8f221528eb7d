import type { z } from 'zod';
import type { CatalogueKind } from '@electrobench/contracts/components';
import { diodeMarkings, fuseMarkings, smdComponents } from '../../db/schema/components';
import { igbts, optocouplers, transistors } from '../../db/schema/semiconductors';
import {
  DIODE_MARKING_COLUMNS,
  FUSE_MARKING_COLUMNS,
  SMD_CODE_COLUMNS,
  diodeMarkingRow,
  fuseMarkingRow,
  smdCodeRow,
  type DiodeMarkingRow,
  type FuseMarkingRow,
  type SmdCodeRow,
} from '../../db/seed/markings/marking-rows';
import { igbtRowSchema, type IgbtRow } from '../../db/seed/semiconductors/igbt-rows';
import { optocouplerRowSchema, type OptocouplerRow } from '../../db/seed/semiconductors/optocoupler-rows';
import { transistorRowSchema, type TransistorRow } from '../../db/seed/semiconductors/transistor-rows';
import type { UpsertTarget } from './upsert';

type KindDefinition<Row> = {
  columns: readonly string[];
  schema: z.ZodType<Row>;
  key: (row: Row) => string;
  target: UpsertTarget;
  toValues: (row: Row) => Record<string, unknown>;
};

export type ParsedRecord =
  { ok: true; key: string; values: Record<string, unknown> } | { ok: false; errors: string[] };

/**
 * One importable catalogue: its columns (those of the seed CSV, so a seed file is a valid upload),
 * the row rules (the seed's own zod schema), the natural key and the table row it becomes.
 */
export type CatalogueSpec = {
  columns: readonly string[];
  target: UpsertTarget;
  parse: (record: Record<string, string>) => ParsedRecord;
};

function defineKind<Row>(kind: KindDefinition<Row>): CatalogueSpec {
  return {
    columns: kind.columns,
    target: kind.target,
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
  schema: transistorRowSchema,
  key: (r) => `${r.mpn.toUpperCase()}|${r.manufacturer}`,
  target: { table: transistors, conflict: [transistors.mpn, transistors.manufacturer] },
  toValues: (r) => ({
    mpn: r.mpn,
    type: r.type,
    polarity: r.polarity,
    package: r.package,
    pinout: r.pinout,
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
  target: { table: igbts, conflict: [igbts.mpn, igbts.manufacturer] },
  toValues: (r) => ({
    mpn: r.mpn,
    marking: nul(r.marking),
    vces: r.vces,
    ic25: r.ic_25,
    ic100: nul(r.ic_100),
    pd: nul(r.pd),
    vceSatTyp: nul(r.vce_sat_typ),
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

export const CATALOGUE_SPECS: Readonly<Record<CatalogueKind, CatalogueSpec>> = {
  'smd-codes': smdCodesSpec,
  'diode-markings': diodeMarkingsSpec,
  'fuse-markings': fuseMarkingsSpec,
  transistors: transistorsSpec,
  igbts: igbtsSpec,
  optocouplers: optocouplersSpec,
};

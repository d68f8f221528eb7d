import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  POLARITIES,
  TRANSISTOR_TYPES,
  type TransistorParam,
  type TransistorRangeKey,
  type TransistorType,
} from '@electrobench/contracts/transistors';
import { transistors as t } from '../../db/schema/semiconductors';

const ALL = [...TRANSISTOR_TYPES];
const BIPOLAR: TransistorType[] = ['bjt', 'darlington', 'digital-bjt'];

type RangeParam = TransistorParam & { key: TransistorRangeKey; column: AnyPgColumn };

/** The numeric parameters a search may bound, with the column each bound applies to. */
export const RANGE_PARAMS: readonly RangeParam[] = [
  {
    key: 'vceo_vds',
    column: t.vCeoOrVds,
    name: 'VCEO / VDS',
    unit: 'V',
    kind: 'number',
    applies_to: ALL,
    description: 'Collector-emitter (bipolar) or drain-source (FET) voltage rating.',
  },
  {
    key: 'vcbo',
    column: t.vCbo,
    name: 'VCBO',
    unit: 'V',
    kind: 'number',
    applies_to: BIPOLAR,
    description: 'Collector-base voltage rating.',
  },
  {
    key: 'ic_id',
    column: t.icOrId,
    name: 'IC / ID',
    unit: 'A',
    kind: 'number',
    applies_to: ALL,
    description: 'Continuous collector or drain current at 25 C.',
  },
  {
    key: 'pd',
    column: t.pd,
    name: 'Pd',
    unit: 'W',
    kind: 'number',
    applies_to: ALL,
    description: 'Total power dissipation (see the part for case or ambient rating).',
  },
  {
    key: 'hfe_min',
    column: t.hfeMin,
    name: 'hFE min',
    unit: '',
    kind: 'number',
    applies_to: BIPOLAR,
    description: 'Minimum DC current gain.',
  },
  {
    key: 'ft',
    column: t.ftMhz,
    name: 'fT',
    unit: 'MHz',
    kind: 'number',
    applies_to: BIPOLAR,
    description: 'Transition frequency.',
  },
  {
    key: 'rds_on',
    column: t.rdsOnOhm,
    name: 'RDS(on)',
    unit: 'ohm',
    kind: 'number',
    applies_to: ['mosfet'],
    description: 'Maximum on-resistance.',
  },
  {
    key: 'vgs_th',
    column: t.vgsThMax,
    name: 'VGS(th) max',
    unit: 'V',
    kind: 'number',
    applies_to: ['mosfet'],
    description: 'Highest gate threshold; at most 2.5 V suits logic-level drive.',
  },
  {
    key: 'qg',
    column: t.qgNc,
    name: 'Qg',
    unit: 'nC',
    kind: 'number',
    applies_to: ['mosfet'],
    description: 'Total gate charge.',
  },
];

/** What GET /transistor-xref/params lists: the range parameters plus type, polarity and package. */
export const SEARCHABLE_PARAMS: TransistorParam[] = [
  {
    key: 'q',
    name: 'Part number',
    unit: '',
    kind: 'text',
    applies_to: ALL,
    description: 'Whole or part of a part number.',
  },
  {
    key: 'type',
    name: 'Type',
    unit: '',
    kind: 'enum',
    applies_to: ALL,
    description: 'Bipolar, Darlington, digital (resistor-equipped), MOSFET or JFET.',
    options: [...TRANSISTOR_TYPES],
  },
  {
    key: 'polarity',
    name: 'Polarity',
    unit: '',
    kind: 'enum',
    applies_to: ALL,
    description: 'NPN or PNP; N- or P-channel.',
    options: [...POLARITIES],
  },
  {
    key: 'package',
    name: 'Package',
    unit: '',
    kind: 'text',
    applies_to: ALL,
    description: 'Case outline, e.g. TO-92, SOT-23, TO-220.',
  },
  ...RANGE_PARAMS.map(({ column: _column, ...param }) => param),
];

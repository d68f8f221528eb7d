import { driveFaults, driveManufacturers, driveModels, driveTypes } from '../../db/schema/drives';
import { CIA402_GROUPS } from '../../db/seed/drives/drive-rows';
import type { DriveFault, DriveFaultHit } from '@electrobench/contracts/drives';

/** Columns of one fault, selected the same way by the list, search and class queries. */
export const faultColumns = {
  code: driveFaults.code,
  name: driveFaults.name,
  meaning: driveFaults.meaning,
  causes: driveFaults.causes,
  remedies: driveFaults.remedies,
  cia402Class: driveFaults.cia402Class,
};

/** Where a fault lives, for results that mix models. */
export const hitColumns = {
  typeSlug: driveTypes.slug,
  typeName: driveTypes.name,
  makerSlug: driveManufacturers.slug,
  makerName: driveManufacturers.name,
  modelSlug: driveModels.slug,
  modelName: driveModels.name,
};

type FaultRow = {
  code: string;
  name: string;
  meaning: string;
  causes: string[];
  remedies: string[];
  cia402Class: string | null;
};
type HitRow = FaultRow & { [K in keyof typeof hitColumns]: string };

export function cia402Group(cia402Class: string | null): string | null {
  return cia402Class ? (CIA402_GROUPS[cia402Class.slice(0, 2)] ?? null) : null;
}

export function toFault(row: FaultRow): DriveFault {
  return {
    code: row.code,
    name: row.name,
    meaning: row.meaning,
    causes: row.causes,
    remedies: row.remedies,
    cia402_class: row.cia402Class,
    cia402_group: cia402Group(row.cia402Class),
  };
}

export function toFaultHit(row: HitRow): DriveFaultHit {
  return {
    ...toFault(row),
    drive_type: { slug: row.typeSlug, name: row.typeName },
    manufacturer: { slug: row.makerSlug, name: row.makerName },
    model: { slug: row.modelSlug, name: row.modelName },
  };
}

import { and, asc, count, countDistinct, eq } from 'drizzle-orm';
import {
  DRIVE_TYPE_LABELS,
  type Cia402Faults,
  type DriveFaultList,
  type DriveManufacturerList,
  type DriveModelList,
  type DriveTypeItem,
} from '@electrobench/contracts/drives';
import type { AppContext } from '../../app-context';
import { driveFaults, driveManufacturers, driveModels, driveTypes } from '../../db/schema/drives';
import { notFound } from '../../lib/http-errors';
import { cia402Group, faultColumns, hitColumns, toFault, toFaultHit } from './fault-rows';

const typeOrder = Object.keys(DRIVE_TYPE_LABELS);
const rank = (slug: string) => (typeOrder.includes(slug) ? typeOrder.indexOf(slug) : typeOrder.length);

export async function listTypes(ctx: AppContext): Promise<DriveTypeItem[]> {
  const rows = await ctx.db
    .select({
      slug: driveTypes.slug,
      name: driveTypes.name,
      description: driveTypes.description,
      manufacturer_count: countDistinct(driveModels.manufacturerId),
      model_count: count(driveModels.id),
    })
    .from(driveTypes)
    .leftJoin(driveModels, eq(driveModels.typeId, driveTypes.id))
    .groupBy(driveTypes.id);
  return rows.sort((a, b) => rank(a.slug) - rank(b.slug));
}

async function findType(ctx: AppContext, slug: string) {
  const [row] = await ctx.db
    .select({ id: driveTypes.id, slug: driveTypes.slug, name: driveTypes.name })
    .from(driveTypes)
    .where(eq(driveTypes.slug, slug));
  if (!row) throw notFound(`Unknown drive type '${slug}'.`);
  return row;
}

async function findManufacturer(ctx: AppContext, slug: string) {
  const [row] = await ctx.db
    .select({ id: driveManufacturers.id, slug: driveManufacturers.slug, name: driveManufacturers.name })
    .from(driveManufacturers)
    .where(eq(driveManufacturers.slug, slug));
  if (!row) throw notFound(`Unknown manufacturer '${slug}'.`);
  return row;
}

const named = (row: { slug: string; name: string }) => ({ slug: row.slug, name: row.name });

export async function listManufacturers(ctx: AppContext, typeSlug: string): Promise<DriveManufacturerList> {
  const type = await findType(ctx, typeSlug);
  const manufacturers = await ctx.db
    .select({
      slug: driveManufacturers.slug,
      name: driveManufacturers.name,
      model_count: count(driveModels.id),
    })
    .from(driveModels)
    .innerJoin(driveManufacturers, eq(driveManufacturers.id, driveModels.manufacturerId))
    .where(eq(driveModels.typeId, type.id))
    .groupBy(driveManufacturers.id)
    .orderBy(asc(driveManufacturers.name));
  return { drive_type: named(type), manufacturers };
}

export async function listModels(
  ctx: AppContext,
  typeSlug: string,
  makerSlug: string,
): Promise<DriveModelList> {
  const type = await findType(ctx, typeSlug);
  const maker = await findManufacturer(ctx, makerSlug);
  const models = await ctx.db
    .select({
      slug: driveModels.slug,
      name: driveModels.name,
      manual: driveModels.manual,
      fault_count: count(driveFaults.id),
    })
    .from(driveModels)
    .leftJoin(driveFaults, eq(driveFaults.modelId, driveModels.id))
    .where(and(eq(driveModels.typeId, type.id), eq(driveModels.manufacturerId, maker.id)))
    .groupBy(driveModels.id)
    .orderBy(asc(driveModels.name));
  if (models.length === 0) throw notFound(`${maker.name} has no drives of type '${type.slug}' here.`);
  return { drive_type: named(type), manufacturer: named(maker), models };
}

export async function listFaults(
  ctx: AppContext,
  typeSlug: string,
  makerSlug: string,
  modelSlug: string,
): Promise<DriveFaultList> {
  const type = await findType(ctx, typeSlug);
  const maker = await findManufacturer(ctx, makerSlug);
  const [model] = await ctx.db
    .select({
      id: driveModels.id,
      slug: driveModels.slug,
      name: driveModels.name,
      manual: driveModels.manual,
    })
    .from(driveModels)
    .where(
      and(
        eq(driveModels.typeId, type.id),
        eq(driveModels.manufacturerId, maker.id),
        eq(driveModels.slug, modelSlug),
      ),
    );
  if (!model) throw notFound(`Unknown ${maker.name} model '${modelSlug}'.`);
  const rows = await ctx.db
    .select(faultColumns)
    .from(driveFaults)
    .where(eq(driveFaults.modelId, model.id))
    .orderBy(asc(driveFaults.sortOrder));
  return {
    drive_type: named(type),
    manufacturer: named(maker),
    model: { slug: model.slug, name: model.name, manual: model.manual, fault_count: rows.length },
    faults: rows.map(toFault),
  };
}

const MAX_CLASS_ITEMS = 200;

/** The same CiA 402 error class across every brand and model: "similar faults". */
export async function faultsByCia402Class(ctx: AppContext, cia402Class: string): Promise<Cia402Faults> {
  const rows = await ctx.db
    .select({ ...faultColumns, ...hitColumns })
    .from(driveFaults)
    .innerJoin(driveModels, eq(driveModels.id, driveFaults.modelId))
    .innerJoin(driveManufacturers, eq(driveManufacturers.id, driveModels.manufacturerId))
    .innerJoin(driveTypes, eq(driveTypes.id, driveModels.typeId))
    .where(eq(driveFaults.cia402Class, cia402Class))
    .orderBy(asc(driveManufacturers.name), asc(driveModels.name), asc(driveFaults.sortOrder))
    .limit(MAX_CLASS_ITEMS);
  return { cia402_class: cia402Class, cia402_group: cia402Group(cia402Class), items: rows.map(toFaultHit) };
}

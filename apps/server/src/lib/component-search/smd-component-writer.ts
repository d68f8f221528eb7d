import { eq } from 'drizzle-orm';
import type { SmdComponent, smdComponentInputSchema } from '@electrobench/contracts/components';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { smdComponents } from '../../db/schema/components';
import { conflict, notFound } from '../http-errors';
import { isUniqueViolation } from '../../db/errors';
import { catalogueChanged } from '../catalogue-changes';
import { toSmdComponent } from './smd-mapping';

export type ComponentInput = z.output<typeof smdComponentInputSchema>;

const DUPLICATE = 'This code is already listed for this part number and manufacturer.';

const values = (input: ComponentInput) => ({
  code: input.code,
  partNumber: input.part_number,
  manufacturer: input.manufacturer,
  package: input.package,
  function: input.function,
  pinCount: input.pin_count,
  description: input.description,
  source: input.source,
});

/** Creates one SMD component; the same code, part number and maker twice is a 409. */
export async function insertComponent(db: Database, input: ComponentInput): Promise<SmdComponent> {
  try {
    const [row] = await db.insert(smdComponents).values(values(input)).returning();
    if (!row) throw new Error('insert returned no row');
    catalogueChanged();
    return toSmdComponent(row);
  } catch (error) {
    if (isUniqueViolation(error, 'smd_components_natural_key')) throw conflict(DUPLICATE);
    throw error;
  }
}

export async function updateComponent(
  db: Database,
  id: number,
  input: ComponentInput,
): Promise<SmdComponent> {
  try {
    const [row] = await db
      .update(smdComponents)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(smdComponents.id, id))
      .returning();
    if (!row) throw notFound('Component not found.');
    catalogueChanged();
    return toSmdComponent(row);
  } catch (error) {
    if (isUniqueViolation(error, 'smd_components_natural_key')) throw conflict(DUPLICATE);
    throw error;
  }
}

export async function deleteComponent(db: Database, id: number): Promise<void> {
  const deleted = await db
    .delete(smdComponents)
    .where(eq(smdComponents.id, id))
    .returning({ id: smdComponents.id });
  if (deleted.length === 0) throw notFound('Component not found.');
  catalogueChanged();
}

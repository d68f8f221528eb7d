import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import {
  CIRCUIT_LIMITS,
  type CircuitInput,
  type CircuitSummary,
  type SavedCircuit,
} from '@electrobench/contracts/circuits';
import type { AppContext } from '../../app-context';
import { savedCircuits } from '../../db/schema/circuits';
import { conflict, notFound } from '../../lib/http-errors';
import { canUseCircuit } from './policy';

const NOT_FOUND = 'Circuit not found.';

type CircuitRow = typeof savedCircuits.$inferSelect;

const toSummary = (row: Omit<CircuitRow, 'document'>): CircuitSummary => ({
  id: row.id,
  name: row.name,
  part_count: row.partCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

async function ownedCircuit(ctx: AppContext, userId: number, id: number): Promise<CircuitRow> {
  const [row] = await ctx.db.select().from(savedCircuits).where(eq(savedCircuits.id, id));
  if (!row || !canUseCircuit(userId, row)) throw notFound(NOT_FOUND);
  return row;
}

export async function listCircuits(ctx: AppContext, userId: number): Promise<CircuitSummary[]> {
  const { document: _document, ...summary } = getTableColumns(savedCircuits);
  const rows = await ctx.db
    .select(summary)
    .from(savedCircuits)
    .where(eq(savedCircuits.ownerId, userId))
    .orderBy(desc(savedCircuits.updatedAt), desc(savedCircuits.id));
  return rows.map(toSummary);
}

export async function createCircuit(
  ctx: AppContext,
  userId: number,
  input: CircuitInput,
): Promise<SavedCircuit> {
  return ctx.db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ n: count() })
      .from(savedCircuits)
      .where(eq(savedCircuits.ownerId, userId));
    if ((owned?.n ?? 0) >= CIRCUIT_LIMITS.savedPerMember) {
      throw conflict(`You can keep at most ${CIRCUIT_LIMITS.savedPerMember} circuits.`);
    }
    const [row] = await tx
      .insert(savedCircuits)
      .values({
        ownerId: userId,
        name: input.name,
        document: input.document,
        partCount: input.document.parts.length,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return { ...toSummary(row), document: row.document };
  });
}

export async function getCircuit(ctx: AppContext, userId: number, id: number): Promise<SavedCircuit> {
  const row = await ownedCircuit(ctx, userId, id);
  return { ...toSummary(row), document: row.document };
}

export async function updateCircuit(
  ctx: AppContext,
  userId: number,
  id: number,
  input: CircuitInput,
): Promise<SavedCircuit> {
  await ownedCircuit(ctx, userId, id);
  const [row] = await ctx.db
    .update(savedCircuits)
    .set({
      name: input.name,
      document: input.document,
      partCount: input.document.parts.length,
      updatedAt: new Date(),
    })
    .where(and(eq(savedCircuits.id, id), eq(savedCircuits.ownerId, userId)))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return { ...toSummary(row), document: row.document };
}

export async function deleteCircuit(ctx: AppContext, userId: number, id: number): Promise<void> {
  await ownedCircuit(ctx, userId, id);
  await ctx.db.delete(savedCircuits).where(and(eq(savedCircuits.id, id), eq(savedCircuits.ownerId, userId)));
}

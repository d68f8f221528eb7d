import { sql } from 'drizzle-orm';
import type { RejectedRow } from '@electrobench/contracts/components';
import type { Database } from '../../db/client';
import {
  soaSets,
  type SecondBreakdownJson,
  type SoaCurveJson,
  type TurnOffJson,
} from '../../db/schema/semiconductors';
import {
  soaCurves,
  type SecondBreakdownRow,
  type SoaRow,
  type TurnOffRow,
} from '../../db/seed/semiconductors/soa-rows';
import { queryRows } from '../../db/query-rows';
import type { ValidRow, WriteResult } from './catalogue-kinds';
import { upsertRows } from './upsert';

type Point = { line: number; row: SoaRow };

/** Groups point rows by part (any case) and curve, keeping each row's line for error reports. */
function groupPoints(points: readonly Point[]) {
  const byPart = new Map<string, { mpn: string; curves: Map<string, Point[]> }>();
  for (const point of points) {
    const key = point.row.mpn.toUpperCase();
    const part = byPart.get(key) ?? { mpn: point.row.mpn, curves: new Map<string, Point[]>() };
    byPart.set(key, part);
    const curve = part.curves.get(point.row.curve) ?? [];
    part.curves.set(point.row.curve, curve);
    curve.push(point);
  }
  return byPart;
}

const curveOrder = (name: string) => soaCurves.indexOf(name as (typeof soaCurves)[number]);

function toCurves(curves: Map<string, Point[]>): SoaCurveJson[] {
  return [...curves]
    .sort(([a], [b]) => curveOrder(a) - curveOrder(b))
    .map(([name, points]) => {
      const sorted = [...points].sort((a, b) => a.row.v - b.row.v);
      return {
        curve: name,
        // One derived point makes the curve derived: it is then not the datasheet's own.
        derived: sorted.some((p) => p.row.derived),
        points: sorted.map((p) => ({ v: p.row.v, i: p.row.i })),
      };
    });
}

/** Shape rules a set of points must meet to be drawn as a boundary: they need the whole set. */
function curveProblems(mpn: string, curves: Map<string, Point[]>): RejectedRow[] {
  const problems: RejectedRow[] = [];
  for (const [name, points] of curves) {
    const sorted = [...points].sort((a, b) => a.row.v - b.row.v);
    const first = sorted[0];
    if (sorted.length < 2 && first) {
      problems.push({
        line: first.line,
        errors: [`${mpn} ${name}: a curve needs at least 2 points, this one has 1`],
      });
      continue;
    }
    sorted.forEach((point, i) => {
      const before = sorted[i - 1];
      if (before && point.row.i > before.row.i) {
        problems.push({
          line: point.line,
          errors: [
            `${mpn} ${name}: current rises from ${before.row.i} A at ${before.row.v} V (line ${before.line}) ` +
              `to ${point.row.i} A at ${point.row.v} V; a safe operating area never widens as voltage rises`,
          ],
        });
      }
    });
  }
  return problems;
}

/**
 * Writes SOA points as whole curve sets: every part named in the upload gets exactly the curves the
 * upload gives it. The part must already be in the transistor or IGBT catalogue (that decides the
 * device kind the set is shown with). The counts are points: those of new sets, of changed sets.
 */
export async function soaWriter(db: Database, rows: ValidRow[]): Promise<WriteResult> {
  const parts = groupPoints(rows.map((r) => ({ line: r.line, row: r.values as SoaRow })));
  const upperMpns = [...parts.keys()];
  const known =
    upperMpns.length === 0
      ? []
      : await queryRows<{ mpn: string; device: string }>(
          db,
          sql`SELECT upper(mpn) AS mpn, 'transistor' AS device FROM transistors
                WHERE upper(mpn) IN (${sql.join(upperMpns, sql`, `)})
              UNION ALL
              SELECT upper(mpn), 'igbt' FROM igbts WHERE upper(mpn) IN (${sql.join(upperMpns, sql`, `)})`,
        );
  const deviceOf = new Map<string, string>();
  // A number in both catalogues is shown as a transistor, as the seed has always done.
  for (const k of known) if (!deviceOf.has(k.mpn) || k.device === 'transistor') deviceOf.set(k.mpn, k.device);

  const rejected: RejectedRow[] = [];
  for (const [key, part] of parts) {
    const firstLine = Math.min(...[...part.curves.values()].flat().map((p) => p.line));
    if (!deviceOf.has(key)) {
      rejected.push({
        line: firstLine,
        errors: [`${part.mpn} is in neither the transistor nor the IGBT catalogue; import the part first`],
      });
    }
    rejected.push(...curveProblems(part.mpn, part.curves));
  }
  if (rejected.length > 0) return { inserted: 0, updated: 0, rejected };

  let inserted = 0;
  let updated = 0;
  for (const [key, part] of parts) {
    const curves = toCurves(part.curves);
    const written = await upsertRows(db, { table: soaSets, conflict: sql`upper(${sql.identifier('mpn')})` }, [
      { mpn: part.mpn, device: deviceOf.get(key), curves },
    ]);
    const points = curves.reduce((n, c) => n + c.points.length, 0);
    inserted += written.inserted * points;
    updated += written.updated * points;
  }
  return { inserted, updated, rejected };
}

type StatedJson = { v: number };

/**
 * Writes limits a datasheet states for a part onto its existing SOA set (second-breakdown points,
 * turn-off limits): each part named gets exactly the entries the upload gives it. Counts are
 * entries: those of parts that had none, and those of parts whose entries changed.
 */
function statedWriter<Json extends StatedJson>(
  column: 'second_breakdown' | 'turn_off',
  toEntry: (values: Record<string, unknown>) => { mpn: string; entry: Json },
) {
  return async (db: Database, rows: ValidRow[]): Promise<WriteResult> => {
    const byPart = new Map<string, { mpn: string; line: number; entries: Json[] }>();
    for (const { line, values } of rows) {
      const { mpn, entry } = toEntry(values);
      const key = mpn.toUpperCase();
      const part = byPart.get(key) ?? { mpn, line, entries: [] };
      byPart.set(key, part);
      part.entries.push(entry);
    }
    const keys = [...byPart.keys()];
    const target = sql.identifier(column);
    const stored =
      keys.length === 0
        ? []
        : await queryRows<{ mpn: string; entries: Json[] }>(
            db,
            sql`SELECT upper(mpn) AS mpn, ${target} AS entries FROM soa_sets
                WHERE upper(mpn) IN (${sql.join(keys, sql`, `)})`,
          );
    const storedOf = new Map(stored.map((s) => [s.mpn, s.entries]));
    const rejected: RejectedRow[] = [...byPart]
      .filter(([key]) => !storedOf.has(key))
      .map(([, part]) => ({
        line: part.line,
        errors: [`${part.mpn} has no safe operating area yet; import its curves (kind soa) first`],
      }));
    if (rejected.length > 0) return { inserted: 0, updated: 0, rejected };
    let inserted = 0;
    let updated = 0;
    for (const [key, part] of byPart) {
      const entries = JSON.stringify(part.entries.sort((a, b) => a.v - b.v));
      const changed = await queryRows<{ id: number }>(
        db,
        sql`UPDATE soa_sets SET ${target} = ${entries}::jsonb, updated_at = now()
            WHERE upper(mpn) = ${key} AND ${target} IS DISTINCT FROM ${entries}::jsonb
            RETURNING id`,
      );
      if (changed.length === 0) continue;
      if ((storedOf.get(key) ?? []).length === 0) inserted += part.entries.length;
      else updated += part.entries.length;
    }
    return { inserted, updated, rejected };
  };
}

/** Stated second-breakdown points (IS/b at v for t_s seconds). */
export const secondBreakdownWriter = statedWriter<SecondBreakdownJson>('second_breakdown', (values) => {
  const r = values as SecondBreakdownRow;
  return { mpn: r.mpn, entry: { v: r.v, i: r.i, t_s: r.t_s, source: r.source } };
});

/** Stated turn-off (RBSOA) limits. */
export const turnOffWriter = statedWriter<TurnOffJson>('turn_off', (values) => {
  const r = values as TurnOffRow;
  return {
    mpn: r.mpn,
    entry: { i: r.i, v: r.v, tj_c: r.tj_c ?? null, conditions: r.conditions, source: r.source },
  };
});

import { sql } from 'drizzle-orm';
import type { RejectedRow } from '@electrobench/contracts/components';
import type { Database } from '../../db/client';
import { soaSets, type SecondBreakdownJson, type SoaCurveJson } from '../../db/schema/semiconductors';
import { soaCurves, type SecondBreakdownRow, type SoaRow } from '../../db/seed/semiconductors/soa-rows';
import { queryRows } from '../component-search/query-rows';
import type { ValidRow, WriteResult } from './catalogue-kinds';
import { upsertRows } from './upsert';

type Point = { line: number; row: SoaRow };

/** Groups point rows into one curve set per part (curves in datasheet order, DC first). */
export function groupSoaRows(rows: readonly SoaRow[]): Map<string, SoaCurveJson[]> {
  return new Map(
    [...groupPoints(rows.map((row, i) => ({ line: i + 1, row })))].map(([mpn, part]) => [
      mpn,
      toCurves(part.curves),
    ]),
  );
}

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

/**
 * Writes stated second-breakdown points: each part named gets exactly the points the upload gives
 * it. The part's SOA set must exist already. Counts are points: those of parts that had none, and
 * those of parts whose points changed.
 */
export async function secondBreakdownWriter(db: Database, rows: ValidRow[]): Promise<WriteResult> {
  const byPart = new Map<string, { mpn: string; line: number; points: SecondBreakdownJson[] }>();
  for (const { line, values } of rows) {
    const row = values as SecondBreakdownRow;
    const key = row.mpn.toUpperCase();
    const part = byPart.get(key) ?? { mpn: row.mpn, line, points: [] };
    byPart.set(key, part);
    part.points.push({ v: row.v, i: row.i, t_s: row.t_s, source: row.source });
  }
  const keys = [...byPart.keys()];
  const stored =
    keys.length === 0
      ? []
      : await queryRows<{ mpn: string; points: SecondBreakdownJson[] }>(
          db,
          sql`SELECT upper(mpn) AS mpn, second_breakdown AS points FROM soa_sets
              WHERE upper(mpn) IN (${sql.join(keys, sql`, `)})`,
        );
  const storedOf = new Map(stored.map((s) => [s.mpn, s.points]));
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
    const points = part.points.sort((a, b) => a.v - b.v);
    const before = storedOf.get(key) ?? [];
    const changed = await queryRows<{ id: number }>(
      db,
      sql`UPDATE soa_sets SET second_breakdown = ${JSON.stringify(points)}::jsonb, updated_at = now()
          WHERE upper(mpn) = ${key} AND second_breakdown IS DISTINCT FROM ${JSON.stringify(points)}::jsonb
          RETURNING id`,
    );
    if (changed.length === 0) continue;
    if (before.length === 0) inserted += points.length;
    else updated += points.length;
  }
  return { inserted, updated, rejected };
}

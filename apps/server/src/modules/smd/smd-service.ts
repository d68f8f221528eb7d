import { sql, type SQL } from 'drizzle-orm';
import type {
  FacetValue,
  SmdComponent,
  SmdSearchResult,
  smdSearchQuerySchema,
} from '@electrobench/contracts/components';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { smdComponents as t } from '../../db/schema/components';
import { skipForPage, toPage } from '@electrobench/contracts/pagination';
import { escapeLike } from '../../lib/like-pattern';
import { queryRows } from '../../db/query-rows';
import { containsCondition, exactCodeCondition, prefixCondition } from '../../lib/component-search/smd-terms';
import { readPrintedMarking } from './printed-marking';

type SmdQuery = z.output<typeof smdSearchQuerySchema>;
type Filter = 'package' | 'manufacturer' | 'pin_count';
type Facets = Record<Filter, FacetValue[]>;

const FACET_SIZE = 30;

/** Filter conditions on the matched set m, leaving out one facet's own filter. */
function filtersOn(q: SmdQuery, except?: Filter): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.package !== undefined && except !== 'package') parts.push(sql`m.package = ${q.package}`);
  if (q.manufacturer !== undefined && except !== 'manufacturer') {
    parts.push(sql`m.manufacturer = ${q.manufacturer}`);
  }
  if (q.pin_count !== undefined && except !== 'pin_count') parts.push(sql`m.pin_count = ${q.pin_count}`);
  return sql.join(parts, sql` AND `);
}

type Answer = { matched: number; total: number; items: SmdComponent[] | null } & {
  [K in Filter]: FacetValue[] | null;
};

/**
 * One statement: the rows matching the term are collected once, then counted, faceted (each facet
 * with every filter except its own, so choosing a package still lists the others) and paged.
 */
async function runSearch(ctx: AppContext, q: SmdQuery, term: SQL | undefined): Promise<Answer> {
  const lower = q.search_term.toLowerCase();
  const relevance = sql`CASE WHEN m.code = ${q.search_term} THEN 0 WHEN lower(m.code) = ${lower} THEN 1
    WHEN lower(m.code) LIKE ${`${escapeLike(lower)}%`} THEN 2 ELSE 3 END`;
  const facet = (name: Filter, column: SQL) => sql`(SELECT coalesce(json_agg(x), '[]'::json) FROM (
      SELECT ${column}::text AS value, count(*)::int AS count FROM m WHERE ${filtersOn(q, name)}
      GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${FACET_SIZE}) x) AS ${sql.raw(name)}`;
  const [row] = await queryRows<Answer>(
    ctx.db,
    sql`WITH m AS MATERIALIZED (
        SELECT id, code, part_number, manufacturer, package, pin_count FROM ${t}
        ${term ? sql`WHERE ${term}` : sql``}),
      page AS (SELECT id, ${relevance} AS rank, m.code, m.part_number FROM m WHERE ${filtersOn(q)}
        ORDER BY 2, 3, 4, 1 LIMIT ${q.limit} OFFSET ${skipForPage(q.page, q.limit)})
      SELECT (SELECT count(*)::int FROM m) AS matched,
        (SELECT count(*)::int FROM m WHERE ${filtersOn(q)}) AS total,
        (SELECT json_agg(json_build_object('id', s.id, 'code', s.code, 'part_number', s.part_number,
            'manufacturer', s.manufacturer, 'package', s.package, 'function', s.function,
            'pin_count', s.pin_count, 'description', s.description, 'source', s.source)
          ORDER BY p.rank, p.code, p.part_number, p.id)
         FROM page p JOIN ${t} s ON s.id = p.id) AS items,
        ${facet('package', sql`m.package`)}, ${facet('manufacturer', sql`m.manufacturer`)},
        ${facet('pin_count', sql`m.pin_count`)}`,
  );
  if (!row) throw new Error('search returned no row');
  return row;
}

/** Codes matching the term with facets (the route's answers are kept by the lookup cache). */
export async function searchSmd(ctx: AppContext, q: SmdQuery): Promise<SmdSearchResult> {
  const term = q.search_term;
  let answer = await runSearch(ctx, q, term === '' ? undefined : prefixCondition(term));
  // Words inside a name ("schottky", "846") are looked for only when nothing starts with the term:
  // prefix lookups are far cheaper than trigram ones and cover what people type off a part.
  if (answer.matched === 0 && term.length >= 3) answer = await runSearch(ctx, q, containsCondition(term));
  // Still nothing: read it as printed, a code followed by a date or lot mark ("1Ft" is 1F).
  const reading = answer.matched === 0 && term !== '' ? await readPrintedMarking(ctx, term) : null;
  if (reading) {
    answer = await runSearch(ctx, { ...q, search_term: reading.code }, exactCodeCondition(reading.code));
  }
  const facets: Facets = {
    package: answer.package ?? [],
    manufacturer: answer.manufacturer ?? [],
    pin_count: answer.pin_count ?? [],
  };
  const window = { skip: skipForPage(q.page, q.limit), limit: q.limit };
  return { ...toPage(answer.items ?? [], Number(answer.total), window), facets, reading };
}

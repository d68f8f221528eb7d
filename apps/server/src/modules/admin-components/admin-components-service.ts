import { asc, count } from 'drizzle-orm';
import type { AdminComponentsPage } from '@electrobench/contracts/components';
import { toPage } from '@electrobench/contracts/pagination';
import type { AppContext } from '../../app-context';
import { smdComponents as t } from '../../db/schema/components';
import { smdTermCondition } from '../../lib/component-search/smd-terms';
import { toSmdComponent } from '../../lib/component-search/smd-mapping';

/** The admin table: same matching as SMD Search, in a stable code order for paging. */
export async function listComponents(
  ctx: AppContext,
  q: { skip: number; limit: number; search: string },
): Promise<AdminComponentsPage> {
  const where = smdTermCondition(q.search);
  const rows = await ctx.db
    .select()
    .from(t)
    .where(where)
    .orderBy(asc(t.code), asc(t.partNumber), asc(t.id))
    .limit(q.limit)
    .offset(q.skip);
  const [total] = await ctx.db.select({ n: count() }).from(t).where(where);
  return toPage(rows.map(toSmdComponent), total?.n ?? 0, q);
}

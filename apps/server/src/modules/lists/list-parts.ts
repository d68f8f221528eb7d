import type { ListItem, ListItemKind, ListPart } from '@electrobench/contracts/lists';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { smdComponents } from '../../db/schema/components';
import { igbts, optocouplers, transistors } from '../../db/schema/semiconductors';
import { smdListItems } from '../../db/schema/smd-lists';

/**
 * Per kind: the list-item field holding the catalogue id, the catalogue table, the part's name in
 * messages and the unique index that keeps a part once per list.
 */
export const PART_REFS = {
  smd: {
    column: 'componentId',
    table: smdComponents,
    name: 'SMD component',
    unique: 'smd_list_items_unique',
  },
  transistor: {
    column: 'transistorId',
    table: transistors,
    name: 'transistor',
    unique: 'list_items_transistor_unique',
  },
  igbt: { column: 'igbtId', table: igbts, name: 'IGBT', unique: 'list_items_igbt_unique' },
  opto: { column: 'optoId', table: optocouplers, name: 'optocoupler', unique: 'list_items_opto_unique' },
} as const satisfies Record<ListItemKind, object>;

/** Lines with their parts: every kind's table is left-joined by primary key; one of them matches. */
export function selectItemsWithParts(db: AppContext['db']) {
  return db
    .select({
      item: smdListItems,
      smd: {
        mpn: smdComponents.partNumber,
        code: smdComponents.code,
        manufacturer: smdComponents.manufacturer,
        package: smdComponents.package,
        function: smdComponents.function,
      },
      transistor: {
        mpn: transistors.mpn,
        manufacturer: transistors.manufacturer,
        package: transistors.package,
        type: transistors.type,
        polarity: transistors.polarity,
        volts: transistors.vCeoOrVds,
      },
      igbt: {
        mpn: igbts.mpn,
        manufacturer: igbts.manufacturer,
        package: igbts.package,
        volts: igbts.vces,
        amps: igbts.ic25,
      },
      opto: {
        mpn: optocouplers.mpn,
        manufacturer: optocouplers.manufacturer,
        package: optocouplers.package,
        output: optocouplers.outputType,
      },
    })
    .from(smdListItems)
    .leftJoin(smdComponents, eq(smdComponents.id, smdListItems.componentId))
    .leftJoin(transistors, eq(transistors.id, smdListItems.transistorId))
    .leftJoin(igbts, eq(igbts.id, smdListItems.igbtId))
    .leftJoin(optocouplers, eq(optocouplers.id, smdListItems.optoId));
}

type JoinedRow = Awaited<ReturnType<typeof selectItemsWithParts>>[number];

const common = (row: { mpn: string; manufacturer: string; package: string }) => ({
  part_number: row.mpn,
  manufacturer: row.manufacturer,
  package: row.package,
});

function partOf(row: JoinedRow): Omit<ListPart, 'id'> {
  const { smd, transistor, igbt, opto } = row;
  if (smd) return { ...common(smd), code: smd.code, description: smd.function };
  if (transistor) {
    const what = `${transistor.polarity.toUpperCase()} ${transistor.type.toUpperCase()}`;
    return { ...common(transistor), code: null, description: `${what}, ${transistor.volts} V` };
  }
  if (igbt) return { ...common(igbt), code: null, description: `IGBT, ${igbt.volts} V, ${igbt.amps} A` };
  if (opto) return { ...common(opto), code: null, description: `Optocoupler, ${opto.output} output` };
  // The check constraint and the cascading foreign keys make this unreachable.
  throw new Error(`list item ${row.item.id} has no part`);
}

const partIdOf = (row: JoinedRow): number => {
  const id = row.item[PART_REFS[row.item.kind as ListItemKind].column];
  if (id === null) throw new Error(`list item ${row.item.id} has no ${row.item.kind} id`);
  return id;
};

export function toListItem(row: JoinedRow): ListItem {
  return {
    id: row.item.id,
    kind: row.item.kind as ListItemKind,
    quantity: row.item.quantity,
    note: row.item.note,
    added_at: row.item.createdAt.toISOString(),
    part: { id: partIdOf(row), ...partOf(row) },
  };
}

/** Whether the catalogue of `kind` has a row with this id. */
export async function partExists(ctx: AppContext, kind: ListItemKind, id: number): Promise<boolean> {
  const { table } = PART_REFS[kind];
  const [row] = await ctx.db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}

import { LIST_ITEM_KIND_LABELS, type ListDetail } from '@electrobench/contracts/lists';
import { stringify } from 'csv-stringify/sync';

export const CSV_HEADER = [
  'Kind',
  'Part number',
  'Code',
  'Manufacturer',
  'Package',
  'Description',
  'Quantity',
  'Note',
];

/**
 * A spreadsheet reads a cell starting with = + - @ (or a tab or carriage return) as a formula; a
 * leading apostrophe keeps it text (the OWASP advice for CSV injection). Spreadsheets hide the mark.
 */
const asText = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/** A list as a bill of materials: one row per line, UTF-8 with a byte-order mark for Excel. */
export function listToCsv(list: ListDetail): string {
  const rows = list.items.map((item) => [
    LIST_ITEM_KIND_LABELS[item.kind],
    item.part.part_number,
    item.part.code ?? '',
    item.part.manufacturer,
    item.part.package,
    item.part.description,
    String(item.quantity),
    item.note,
  ]);
  return stringify([CSV_HEADER, ...rows.map((row) => row.map(asText))], {
    bom: true,
    record_delimiter: 'windows',
  });
}

/** A file name from the list name: letters, digits and dashes only, never empty. */
export function csvFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return `${slug || 'list'}.csv`;
}

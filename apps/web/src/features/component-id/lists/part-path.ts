import type { ListItemKind } from '@electrobench/contracts/list-constants';

/** The lookup page showing a listed part, in the URL form that page reads. */
export function partPath(kind: ListItemKind, part: { part_number: string; code: string | null }): string {
  const q = (value: string) => encodeURIComponent(value);
  switch (kind) {
    case 'smd':
      return `/tools/smd-search?q=${q(part.code ?? part.part_number)}`;
    case 'transistor':
      return `/tools/transistor-xref?mpn=${q(part.part_number)}&q=${q(part.part_number)}`;
    case 'igbt':
      return `/tools/igbt-xref?q=${q(part.part_number)}`;
    case 'opto':
      return `/tools/opto-search?q=${q(part.part_number)}`;
  }
}

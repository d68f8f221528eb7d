// Fixed values of the saved-list contracts (lists.ts), with no zod. The web app imports these on
// pages that validate nothing; taking them from the schema module loaded zod (26 KB gzip) there
// too.

export const LIST_NAME_MAX = 80;

export const LIST_NOTE_MAX = 500;

export const LIST_QUANTITY_MAX = 9999;

/** A member may keep this many lists, each with this many parts. */
export const LIST_LIMITS = { lists: 100, itemsPerList: 500 } as const;

/** What a list line points at: a row of the SMD codebook or of one of the semiconductor catalogues. */
export const LIST_ITEM_KINDS = ['smd', 'transistor', 'igbt', 'opto'] as const;
export type ListItemKind = (typeof LIST_ITEM_KINDS)[number];

/** How a kind is named on the list page and in the CSV export. */
export const LIST_ITEM_KIND_LABELS: Record<ListItemKind, string> = {
  smd: 'SMD',
  transistor: 'Transistor',
  igbt: 'IGBT',
  opto: 'Optocoupler',
};

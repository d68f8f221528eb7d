import { z } from './zod';
import { idParams } from './ids';
import { LIST_NAME_MAX, LIST_NOTE_MAX, LIST_QUANTITY_MAX, LIST_ITEM_KINDS } from './list-constants';

export * from './list-constants';

export const listInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the list a name.')
    .max(LIST_NAME_MAX, `A list name is at most ${LIST_NAME_MAX} characters.`),
});
export type ListInput = z.infer<typeof listInputSchema>;

export const listSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  item_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ListSummary = z.infer<typeof listSummarySchema>;

/** The catalogue row a line refers to, in the same few fields whatever its kind. */
export const listPartSchema = z.object({
  id: z.number().int(),
  part_number: z.string(),
  /** The SMD marking code; null for the other kinds. */
  code: z.string().nullable(),
  manufacturer: z.string(),
  package: z.string(),
  /** One line saying what the part is (SMD function, transistor type and polarity, ...). */
  description: z.string(),
});
export type ListPart = z.infer<typeof listPartSchema>;

export const listItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LIST_ITEM_KINDS),
  quantity: z.number().int(),
  note: z.string(),
  added_at: z.string(),
  part: listPartSchema,
});
export type ListItem = z.infer<typeof listItemSchema>;

export const listDetailSchema = listSummarySchema.extend({ items: z.array(listItemSchema) });
export type ListDetail = z.infer<typeof listDetailSchema>;

const QUANTITY_MESSAGE = `Quantity is a whole number from 1 to ${LIST_QUANTITY_MAX}.`;
const quantity = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(LIST_QUANTITY_MAX, QUANTITY_MESSAGE);
const note = z.string().trim().max(LIST_NOTE_MAX, `A note is at most ${LIST_NOTE_MAX} characters.`);

export const addListItemSchema = z.object({
  kind: z.enum(LIST_ITEM_KINDS, { error: `Kind is one of ${LIST_ITEM_KINDS.join(', ')}.` }).default('smd'),
  part_id: z.number({ error: 'Name the part by its id.' }).int().min(1).max(2_147_483_647),
  quantity: quantity.default(1),
  note: note.default(''),
});
export type AddListItemInput = z.input<typeof addListItemSchema>;

/** PUT /lists/items/{id} sends only what changes; an empty body is refused. */
export const updateListItemSchema = z
  .object({ quantity: quantity.optional(), note: note.optional() })
  .refine((body) => body.quantity !== undefined || body.note !== undefined, 'Nothing to update.');
export type UpdateListItemInput = z.input<typeof updateListItemSchema>;

export const idParamsSchema = idParams;

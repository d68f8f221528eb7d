import { z } from 'zod';
import { idParams, pathIdSchema } from './ids';
import { smdComponentSchema } from './components';

export const LIST_NAME_MAX = 80;
export const LIST_NOTE_MAX = 200;
/** A member may keep this many lists, each with this many parts. */
export const LIST_LIMITS = { lists: 100, itemsPerList: 500 } as const;

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

export const listItemSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  added_at: z.string(),
  component: smdComponentSchema,
});
export type ListItem = z.infer<typeof listItemSchema>;

export const listDetailSchema = listSummarySchema.extend({ items: z.array(listItemSchema) });
export type ListDetail = z.infer<typeof listDetailSchema>;

export const addListItemSchema = z.object({
  component_id: pathIdSchema('component_id must be a component id.'),
  note: z.string().trim().max(LIST_NOTE_MAX, `A note is at most ${LIST_NOTE_MAX} characters.`).default(''),
});
export type AddListItemInput = z.input<typeof addListItemSchema>;

export const idParamsSchema = idParams;

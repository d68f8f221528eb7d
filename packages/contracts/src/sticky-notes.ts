import { z } from './zod';
import { idParams, pathIdSchema } from './ids';
import { pagedSchema, skipLimitQuery } from './pagination';

/** The fixed palette; the web maps each name to light and dark theme colours. */
export const STICKY_COLORS = ['yellow', 'pink', 'blue', 'green', 'orange', 'purple'] as const;
export type StickyColor = (typeof STICKY_COLORS)[number];
export const DEFAULT_STICKY_COLOR: StickyColor = 'yellow';

/** Caps per member: a board stays one page (GET /sticky-notes/lists answers every list at once). */
export const STICKY_LIMITS = { lists: 20, notesPerList: 100, nameMax: 60, textMax: 1000 } as const;

export const STICKY_DETAIL = {
  listNotFound: 'Sticky-note list not found.',
  noteNotFound: 'Sticky note not found.',
  tooManyLists: `You can keep at most ${STICKY_LIMITS.lists} sticky-note lists.`,
  tooManyNotes: `A list holds at most ${STICKY_LIMITS.notesPerList} notes.`,
} as const;

const nameSchema = z
  .string({ message: 'Give the list a name.' })
  .trim()
  .min(1, 'Give the list a name.')
  .max(STICKY_LIMITS.nameMax, `A list name is at most ${STICKY_LIMITS.nameMax} characters.`);
const textSchema = z
  .string({ message: 'Write something on the note.' })
  .trim()
  .min(1, 'Write something on the note.')
  .max(STICKY_LIMITS.textMax, `A note is at most ${STICKY_LIMITS.textMax} characters.`);
const colorSchema = z.enum(STICKY_COLORS, { message: `Colour must be one of: ${STICKY_COLORS.join(', ')}.` });
/** 0-based; a position past the end means "last". */
const positionSchema = z.coerce
  .number({ message: 'position must be a whole number from 0.' })
  .int('position must be a whole number from 0.')
  .min(0, 'position must be a whole number from 0.')
  .max(10_000, 'position must be a whole number from 0.');

export const stickyListInputSchema = z.object({ name: nameSchema });
export const stickyListUpdateSchema = z
  .object({ name: nameSchema.optional(), position: positionSchema.optional() })
  .refine((v) => v.name !== undefined || v.position !== undefined, 'Send a name or a position.');

export const stickyNoteInputSchema = z.object({
  text: textSchema,
  color: colorSchema.default(DEFAULT_STICKY_COLOR),
  position: positionSchema.optional(),
});
export const stickyNoteUpdateSchema = z
  .object({
    text: textSchema.optional(),
    color: colorSchema.optional(),
    /** Moves the note to another of the owner's lists (at `position`, or last). */
    list_id: pathIdSchema('list_id must be a list id.').optional(),
    position: positionSchema.optional(),
  })
  .refine(
    (v) => Object.values(v).some((x) => x !== undefined),
    'Send at least one of text, color, list_id, position.',
  );
export type StickyNoteUpdate = z.infer<typeof stickyNoteUpdateSchema>;

export const stickyNoteSchema = z.object({
  id: z.number().int(),
  list_id: z.number().int(),
  text: z.string(),
  color: z.enum(STICKY_COLORS),
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StickyNote = z.infer<typeof stickyNoteSchema>;

export const stickyListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** In position order. */
  notes: z.array(stickyNoteSchema),
});
export type StickyList = z.infer<typeof stickyListSchema>;

export const stickyListsQuerySchema = skipLimitQuery(STICKY_LIMITS.lists);
export const stickyListPageSchema = pagedSchema(stickyListSchema);

export const stickyIdParamsSchema = idParams;

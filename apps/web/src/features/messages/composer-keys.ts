import { editMessageSchema } from '@electrobench/contracts/dm';

export interface KeyInfo {
  key: string;
  shiftKey: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** True while an input method (e.g. for Japanese) is composing; Enter then confirms the text. */
  isComposing?: boolean;
}

/**
 * What a key press in the composer does: Enter (or Ctrl/Cmd+Enter) sends, Shift+Enter is a new
 * line like any other typing, Escape cancels an edit. Enter that ends an IME composition is left alone.
 */
export function composerKeyAction(event: KeyInfo): 'send' | 'cancel' | null {
  if (event.isComposing) return null;
  if (event.key === 'Escape') return 'cancel';
  if (event.key !== 'Enter' || event.shiftKey || event.altKey) return null;
  return 'send';
}

/** The same rule as the server (trimmed, 1-2000 characters): its message, or the text to send. */
export function checkContent(text: string): { ok: true; content: string } | { ok: false; error: string } {
  const parsed = editMessageSchema.shape.content.safeParse(text);
  if (parsed.success) return { ok: true, content: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? 'Write a message.' };
}

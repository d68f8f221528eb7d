import { USERNAME_MAX } from '@electrobench/contracts/auth';

/** The `@name` being typed at the caret: where it starts (the @) and the letters typed so far. */
export interface MentionToken {
  start: number;
  end: number;
  query: string;
}

// An @ right after a letter or digit is part of an e-mail address or a word, not a mention.
const TOKEN_BEFORE_CARET = new RegExp(`(^|[^A-Za-z0-9_@])@([A-Za-z0-9_-]{0,${USERNAME_MAX}})$`);

/** The mention under the caret, or null when the caret is not right after `@letters`. */
export function mentionAt(text: string, caret: number): MentionToken | null {
  const before = text.slice(0, caret);
  const match = TOKEN_BEFORE_CARET.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  // A name typed up to the middle of a word still counts: the rest of that word is replaced too.
  const rest = /^[A-Za-z0-9_-]*/.exec(text.slice(caret))?.[0] ?? '';
  return { start: caret - query.length - 1, end: caret + rest.length, query };
}

/** The text with the mention replaced by `@username ` and where the caret goes afterwards. */
export function insertMention(
  text: string,
  token: MentionToken,
  username: string,
): { text: string; caret: number } {
  const inserted = `@${username} `;
  const after = text.slice(token.end).replace(/^ /, '');
  return { text: text.slice(0, token.start) + inserted + after, caret: token.start + inserted.length };
}

/** Arrow keys move through the suggestions and wrap around; other keys leave the choice alone. */
export function moveHighlight(current: number, count: number, key: string): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  if (key === 'ArrowUp') return current <= 0 ? count - 1 : current - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return current;
}

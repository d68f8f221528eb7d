/**
 * Markdown that quotes a post at the top of a reply. The author is named without an @ so quoting
 * does not also send a mention; the reply itself notifies them (reply_to_post_id).
 */
export function quoteMarkdown(username: string, content: string, existing: string): string {
  const body = content
    .trim()
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
  const quote = `> **${username}** wrote:\n>\n${body}\n\n`;
  return existing.trim() ? `${existing.trimEnd()}\n\n${quote}` : quote;
}

import { describe, expect, it } from 'vitest';
import { quoteMarkdown } from './quote';

describe('quoteMarkdown', () => {
  it('quotes every line, keeps blank lines inside the quote and leaves room to answer', () => {
    expect(quoteMarkdown('bob', 'Check C12.\n\nIt bulges.', '')).toBe(
      '> **bob** wrote:\n>\n> Check C12.\n>\n> It bulges.\n\n',
    );
  });

  it('adds the quote after what was already written', () => {
    expect(quoteMarkdown('bob', 'x', 'Agreed.  \n')).toBe('Agreed.\n\n> **bob** wrote:\n>\n> x\n\n');
  });

  it('does not turn the quoted name into a mention', () => {
    expect(quoteMarkdown('bob', 'x', '')).not.toContain('@bob');
  });
});

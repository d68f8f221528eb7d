import { describe, expect, it } from 'vitest';
import { snippetParts } from './snippet';

describe('snippetParts', () => {
  it('marks the matched words and decodes escaped text', () => {
    expect(snippetParts('swap the <mark>IRFZ44N</mark> &amp; check R&lt;10&#39;s')).toEqual([
      { text: 'swap the ', marked: false },
      { text: 'IRFZ44N', marked: true },
      { text: " & check R<10's", marked: false },
    ]);
  });

  it('keeps any other markup as visible text', () => {
    const parts = snippetParts('<img src=x onerror=alert(1)> <mark>fuse</mark>');
    expect(parts[0]).toEqual({ text: '<img src=x onerror=alert(1)> ', marked: false });
    expect(parts[1]).toEqual({ text: 'fuse', marked: true });
  });

  it('decodes an escaped tag to text, not to markup', () => {
    expect(snippetParts('&lt;script&gt;x&lt;/script&gt;')).toEqual([
      { text: '<script>x</script>', marked: false },
    ]);
  });
});

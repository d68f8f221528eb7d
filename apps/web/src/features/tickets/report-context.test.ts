import { TICKET_LIMITS } from '@electrobench/contracts/tickets';
import { describe, expect, it } from 'vitest';
import { descriptionRoom, pageLine, readReportContext } from './report-context';

const read = (query: string) => readReportContext(new URLSearchParams(query));

describe('report context', () => {
  it('takes the subject and a same-site page from the address', () => {
    expect(read('subject=Mistake%3A+2N3904&ref=%2Ftools%2Ftransistor-xref%3Fmpn%3D2N3904')).toEqual({
      subject: 'Mistake: 2N3904',
      ref: '/tools/transistor-xref?mpn=2N3904',
    });
    expect(read('')).toEqual({ subject: '', ref: null });
  });

  it('refuses a page on another site and cuts an over-long subject to the title limit', () => {
    for (const ref of [
      'https://evil.example/x',
      '//evil.example',
      'javascript:alert(1)',
      `/${'a'.repeat(400)}`,
    ]) {
      expect(read(`ref=${encodeURIComponent(ref)}`).ref).toBeNull();
    }
    expect(read(`subject=${'x'.repeat(200)}`).subject).toHaveLength(TICKET_LIMITS.titleMax);
  });

  it('leaves room for the page line within the description limit', () => {
    const line = pageLine('/tools/smd-search?q=1D', 'http://localhost:8080');
    expect(line).toBe('\n\nPage: http://localhost:8080/tools/smd-search?q=1D');
    expect(descriptionRoom('/tools/smd-search?q=1D', 'http://localhost:8080') + line.length).toBe(
      TICKET_LIMITS.descriptionMax,
    );
    expect(descriptionRoom(null, 'http://localhost:8080')).toBe(TICKET_LIMITS.descriptionMax);
  });
});

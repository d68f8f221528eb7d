import { describe, expect, it } from 'vitest';
import { parseCurveCsv } from './csv-curve';

describe('parseCurveCsv', () => {
  it('reads two comma-separated columns after a header, in volts and amperes', () => {
    const result = parseCurveCsv('voltage,current\n-1,-0.001\n0,0\n1,0.001\n');
    expect(result.ok && Array.from(result.curve.current)).toEqual([-0.001, 0, 0.001]);
  });

  it('scales a current column headed mA and accepts semicolons with decimal commas', () => {
    const result = parseCurveCsv('V;I (mA)\r\n-0,5;-1,5\r\n0;0\r\n0,7;12\r\n');
    expect(result.ok && Array.from(result.curve.voltage)).toEqual([-0.5, 0, 0.7]);
    expect(result.ok && Array.from(result.curve.current)).toEqual([-0.0015, 0, 0.012]);
  });

  it('names the line of a bad row', () => {
    const result = parseCurveCsv('v,i\n1,2\n3,x\n4,5\n');
    expect(result).toEqual({ ok: false, error: 'Line 3: expected a voltage and a current, found "3,x".' });
  });

  it('refuses a file with too few points', () => {
    expect(parseCurveCsv('1,2\n').ok).toBe(false);
  });
});

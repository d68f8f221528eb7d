import { describe, expect, it } from 'vitest';
import { operatingPoint, runNgspice, valueWhere } from '@electrobench/simulation/test-support/ngspice';
import { LM358_MODEL } from './lm358';

const lib = LM358_MODEL.cards;

describe('LM358 macro model against its datasheet (ngspice)', () => {
  it('open loop: about 100 dB at DC (datasheet minimum 88 dB) and unity gain near 0.7 MHz', () => {
    // The 1 F capacitor closes the loop for the operating point only.
    const table = runNgspice({
      circuit: `VCC vcc 0 15\nVEE vee 0 -15\nVIN in 0 DC 0 AC 1\nX1 in fb vcc vee out LM358\nR1 out fb 1meg\nC1 fb 0 1\n${lib}`,
      analysis: 'ac dec 50 0.01 10meg',
      vectors: ['vdb(out)'],
    });
    const [gain] = table.columns;
    if (!gain) throw new Error('no gain');
    expect(gain[0]).toBeGreaterThanOrEqual(88);
    expect(gain[0]).toBeLessThan(106);
    const unity = valueWhere(gain, table.scale, 0);
    expect(unity).toBeGreaterThan(0.5e6);
    expect(unity).toBeLessThan(1.0e6);
  });

  it('a gain-of-10 amplifier on 5 V turns 50 mV peak at 1 kHz into 0.5 V peak', () => {
    const table = runNgspice({
      circuit: `VCC vcc 0 5\nVIN in 0 DC 0.1 SIN(0.1 0.05 1k)\nX1 in fb vcc 0 out LM358\nR1 out fb 9k\nR2 fb 0 1k\nRL out 0 10k\n${lib}`,
      analysis: 'tran 1u 3m',
      vectors: ['v(out)'],
    });
    const out = (table.columns[0] ?? new Float64Array()).filter((_, k) => (table.scale[k] ?? 0) > 1e-3);
    const peak = (Math.max(...out) - Math.min(...out)) / 2;
    expect(peak).toBeCloseTo(0.5, 2);
  });

  it('slews at about 0.3 V/µs and swings to 28 V on a 30 V supply with 10 kΩ (datasheet VOH ≥ 27 V)', () => {
    const table = runNgspice({
      circuit: `VCC vcc 0 30\nVIN in 0 DC 5 PULSE(5 25 10u 10n 10n 100u 200u)\nX1 in out vcc 0 out LM358\nRL out 0 10k\n${lib}`,
      analysis: 'tran 0.1u 100u',
      vectors: ['v(out)'],
    });
    const out = table.columns[0] ?? new Float64Array();
    const slew = 12 / (valueWhere(out, table.scale, 21) - valueWhere(out, table.scale, 9));
    expect(slew).toBeGreaterThan(0.2e6);
    expect(slew).toBeLessThan(0.4e6);
    const [high = Number.NaN] = operatingPoint(
      `VCC vcc 0 30\nVP p 0 10\nVN n 0 5\nX1 p n vcc 0 out LM358\nRL out 0 10k\n${lib}`,
      ['v(out)'],
    );
    expect(high).toBeGreaterThanOrEqual(27);
    expect(high).toBeLessThan(28.5);
  });
});

import { describe, expect, it } from 'vitest';
import { rowsFor, temperatureCondition } from './part-rows';

describe('Pd temperature condition', () => {
  it.each([
    ['Tc=25C', 'Tc = 25 °C'],
    ['Ta=25C', 'Ta = 25 °C'],
    ['Ts<=71C', 'Ts ≤ 71 °C'],
  ])('reads %s as %s', (stored, shown) => {
    expect(temperatureCondition(stored)).toBe(shown);
  });

  it('shows an unknown condition as it is, and a missing one as a question mark', () => {
    expect(temperatureCondition('at 50 °C')).toBe('at 50 °C');
    expect(temperatureCondition(null)).toBe('?');
  });
});

describe('pinout row', () => {
  const part = (pinout: string) =>
    ({
      type: 'mosfet',
      polarity: 'n-channel',
      package: 'X',
      pinout,
      dies: /\d/.test(pinout) ? 2 : 1,
      marking: null,
    }) as Parameters<typeof rowsFor>[0];
  const pinRow = (pinout: string) => {
    const row = rowsFor(part(pinout)).find((r) => r.label.startsWith('Pinout'));
    return { label: row?.label, value: row?.value(part(pinout)) };
  };

  it('numbers three leads 1-2-3 and longer packages by their pin count', () => {
    expect(pinRow('GDS')).toEqual({ label: 'Pinout (1-2-3)', value: 'G-D-S' });
    expect(pinRow('SSSGDDDD')).toEqual({ label: 'Pinout (pins 1-8)', value: 'S-S-S-G-D-D-D-D' });
  });

  it('says what K stands for', () => {
    expect(pinRow('DSKG').value).toBe('D-S-K-G (K: Kelvin source)');
  });

  it('names what only the tab carries', () => {
    expect(pinRow('SSSG/D')).toEqual({ label: 'Pinout (pins 1-4)', value: 'S-S-S-G, tab D' });
    expect(pinRow('GKSSSSS/D').value).toBe('G-K-S-S-S-S-S, tab D (K: Kelvin source)');
  });

  it("numbers a dual's leads with their transistor and says the ratings are per transistor", () => {
    expect(pinRow('S1G1S2G2D2D2D1D1')).toEqual({
      label: 'Pinout (pins 1-8)',
      value: 'S1-G1-S2-G2-D2-D2-D1-D1',
    });
    const dual = part('S1G1S2G2D2D2D1D1');
    expect(
      rowsFor(dual)
        .find((r) => r.label === 'Transistors')
        ?.value(dual),
    ).toMatch(/ratings per transistor/);
    expect(rowsFor(part('GDS')).some((r) => r.label === 'Transistors')).toBe(false);
  });
});

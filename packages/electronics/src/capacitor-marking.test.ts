import { describe, expect, it } from 'vitest';
import { decodeCapacitorMarking } from './capacitor-marking';

describe('decodeCapacitorMarking', () => {
  it('reads value, tolerance and EIA voltage: 104K 1H', () => {
    const result = decodeCapacitorMarking('104K 1H');
    expect(result).toMatchObject({
      ok: true,
      capacitance: { nanofarads: 100 },
      tolerance: { letter: 'K', text: '±10 %' },
      voltage: { volts: 50, system: 'eia' },
    });
  });

  it('reads a tantalum value with its voltage letter: 107C', () => {
    expect(decodeCapacitorMarking('107C')).toMatchObject({
      ok: true,
      capacitance: { microfarads: 100 },
      tolerance: null,
      voltage: { volts: 16, system: 'tantalum' },
    });
    expect(decodeCapacitorMarking('476e')).toMatchObject({ voltage: { volts: 2.5 } });
    expect(decodeCapacitorMarking('226A')).toMatchObject({
      capacitance: { microfarads: 22 },
      voltage: { volts: 10 },
    });
    expect(decodeCapacitorMarking('A106')).toMatchObject({
      capacitance: { microfarads: 10 },
      voltage: { volts: 10 },
    });
  });

  it('reads C and D as pF tolerances only on tiny values', () => {
    expect(decodeCapacitorMarking('4R7C')).toMatchObject({ tolerance: { text: '±0.25 pF' }, voltage: null });
    expect(decodeCapacitorMarking('229D')).toMatchObject({ tolerance: { text: '±0.5 pF' } });
    expect(decodeCapacitorMarking('106D')).toMatchObject({ tolerance: null, voltage: { volts: 20 } });
  });

  it('prefers tolerance for J and G and mentions the tantalum reading', () => {
    const result = decodeCapacitorMarking('105J');
    expect(result).toMatchObject({ ok: true, tolerance: { text: '±5 %' }, voltage: null });
    if (result.ok) expect(result.notes[0]).toContain('6.3 V');
    const small = decodeCapacitorMarking('472J');
    expect(small).toMatchObject({ tolerance: { text: '±5 %' }, notes: [] });
  });

  it('reads explicit voltages and separate tokens', () => {
    expect(decodeCapacitorMarking('4n7 J 100V')).toMatchObject({
      capacitance: { nanofarads: 4.7 },
      tolerance: { letter: 'J' },
      voltage: { volts: 100, system: 'explicit' },
    });
    expect(decodeCapacitorMarking('105K 2A')).toMatchObject({ voltage: { volts: 100 } });
    expect(decodeCapacitorMarking('474J 400')).toMatchObject({ voltage: { volts: 400 } });
    expect(decodeCapacitorMarking('2µ2, 63V')).toMatchObject({
      capacitance: { microfarads: 2.2 },
      voltage: { volts: 63 },
    });
    expect(decodeCapacitorMarking('104 1h')).toMatchObject({ voltage: { volts: 50 } });
  });

  it('reads a bare value alone', () => {
    expect(decodeCapacitorMarking('100n')).toMatchObject({
      ok: true,
      capacitance: { nanofarads: 100 },
      tolerance: null,
    });
    expect(decodeCapacitorMarking('104')).toMatchObject({ ok: true, voltage: null });
  });

  it('explains what it could not read', () => {
    expect(decodeCapacitorMarking('').ok).toBe(false);
    const letter = decodeCapacitorMarking('104Q');
    expect(letter.ok).toBe(false);
    if (!letter.ok) expect(letter.error).toContain('"Q" after the value');
    const token = decodeCapacitorMarking('104K banana');
    expect(token.ok).toBe(false);
    if (!token.ok) expect(token.error).toContain('Could not read "banana"');
    expect(decodeCapacitorMarking('hello').ok).toBe(false);
  });
});

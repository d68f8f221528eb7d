import { describe, expect, it } from 'vitest';
import { isExternalPart } from './external-parts';
import { optocouplers, transistors } from './semiconductor-fixtures';
import type { TransistorRow } from './transistor-rows';

const byMpn = new Map(transistors.map((row) => [row.mpn, row]));
const optoByMpn = new Map(optocouplers.map((row) => [row.mpn, row]));

const opposite: Record<TransistorRow['polarity'], TransistorRow['polarity']> = {
  npn: 'pnp',
  pnp: 'npn',
  'n-channel': 'p-channel',
  'p-channel': 'n-channel',
};

function references(pick: (row: TransistorRow) => string[]): [TransistorRow, string][] {
  return transistors.flatMap((row) => pick(row).map((other): [TransistorRow, string] => [row, other]));
}

describe('transistor cross-references', () => {
  it('only name parts that are in the set or explicitly allowed', () => {
    const unknown = references((row) => [...row.equivalents, ...row.complement])
      .filter(([, other]) => !byMpn.has(other) && !isExternalPart(other))
      .map(([row, other]) => `${row.mpn} -> ${other}`);
    expect(unknown).toEqual([]);
  });

  it('pair each complement with a part of opposite polarity and the same kind', () => {
    for (const [row, other] of references((r) => r.complement)) {
      const partner = byMpn.get(other);
      if (partner === undefined) continue;
      expect(partner.polarity, `${row.mpn} -> ${other}`).toBe(opposite[row.polarity]);
      expect(partner.type, `${row.mpn} -> ${other}`).toBe(row.type);
    }
  });

  it('list complements and equivalents from both sides', () => {
    const oneSided = references((row) => [...row.complement, ...row.equivalents])
      .filter(([row, other]) => {
        const partner = byMpn.get(other);
        return partner !== undefined && ![...partner.complement, ...partner.equivalents].includes(row.mpn);
      })
      .map(([row, other]) => `${row.mpn} -> ${other}`);
    expect(oneSided).toEqual([]);
  });

  it('give equivalents the same polarity and kind', () => {
    for (const [row, other] of references((r) => r.equivalents)) {
      const partner = byMpn.get(other);
      if (partner === undefined) continue;
      expect([partner.polarity, partner.type], `${row.mpn} -> ${other}`).toEqual([row.polarity, row.type]);
    }
  });

  it('never list a part as its own equivalent or complement', () => {
    for (const row of transistors) {
      expect([...row.equivalents, ...row.complement], row.mpn).not.toContain(row.mpn);
    }
  });

  it('keep body markings from pointing at a different part number', () => {
    for (const row of transistors) {
      if (row.marking === undefined) continue;
      const clash = byMpn.get(row.marking);
      expect(clash === undefined || clash === row, `${row.mpn} marking ${row.marking}`).toBe(true);
    }
  });
});

describe('optocoupler cross-references', () => {
  it('only name optocouplers that are in the set or explicitly allowed, from both sides', () => {
    for (const row of optocouplers) {
      for (const other of row.equivalents) {
        const partner = optoByMpn.get(other);
        if (partner === undefined) {
          expect(isExternalPart(other), `${row.mpn} -> ${other}`).toBe(true);
          continue;
        }
        expect(partner.equivalents, `${other} should list ${row.mpn}`).toContain(row.mpn);
        expect([partner.output_type, partner.pins], `${row.mpn} -> ${other}`).toEqual([
          row.output_type,
          row.pins,
        ]);
      }
    }
  });
});

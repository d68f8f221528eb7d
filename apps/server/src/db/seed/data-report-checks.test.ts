import { describe, expect, it } from 'vitest';
import { equivalentConflicts, identityClashes, ratingGaps } from './data-report-checks';
import { rulesFor, tableRules, type TableRules } from './data-report-rules';

const transistorRules = tableRules['semiconductors/transistors.csv'] as TableRules;
const row = (cells: Record<string, string>) => ({ source: 'maker sheet', ...cells });

describe('data report checks', () => {
  it('counts a missing rating only on the rows it applies to', () => {
    const rows = [
      row({ mpn: 'Q1', type: 'bjt', v_ceo_or_vds: '40', hfe_min: '', hfe_max: '' }),
      row({ mpn: 'Q2', type: 'bjt', v_ceo_or_vds: '40', hfe_min: '', hfe_max: '300' }),
      row({ mpn: 'M1', type: 'mosfet', v_ceo_or_vds: '60', rds_on_ohm: '' }),
    ];
    const gaps = Object.fromEntries(ratingGaps(rows, transistorRules).map((gap) => [gap.rating, gap]));
    expect(gaps.hFE).toEqual({ rating: 'hFE', applicable: 2, missing: ['Q1'] });
    expect(gaps['RDS(on)']).toEqual({ rating: 'RDS(on)', applicable: 1, missing: ['M1'] });
    expect(gaps.Pd?.missing).toEqual(['Q1', 'Q2', 'M1']);
  });

  it('tells a plain duplicate from a conflict and names the differing cells', () => {
    const rows = [
      row({ mpn: 'BC547B', pd: '0.5' }),
      row({ mpn: 'bc547b', pd: '0.5' }),
      row({ mpn: 'TIP31C', pd: '40' }),
      row({ mpn: 'TIP31C', pd: '2' }),
    ];
    expect(identityClashes(rows, transistorRules)).toEqual([
      { key: 'BC547B', rows: 2, differing: ['mpn'] },
      { key: 'TIP31C', rows: 2, differing: ['pd'] },
    ]);
  });

  it('keeps marking codes case-sensitive: oL and OL are different fault codes', () => {
    const rules = rulesFor('drives/faults-mitsubishi.csv', []);
    const rows = [
      row({ manufacturer: 'M', model: 'FR', code: 'OL' }),
      row({ manufacturer: 'M', model: 'FR', code: 'oL' }),
    ];
    expect(identityClashes(rows, rules)).toEqual([]);
  });

  it('reports equivalents that disagree once per pair', () => {
    const rows = [
      row({ mpn: 'A1', type: 'bjt', polarity: 'npn', v_ceo_or_vds: '25', equivalents: 'A2' }),
      row({ mpn: 'A2', type: 'bjt', polarity: 'npn', v_ceo_or_vds: '50', equivalents: 'A1' }),
      row({ mpn: 'B1', type: 'bjt', polarity: 'npn', v_ceo_or_vds: '50', equivalents: 'B2;MISSING' }),
      row({ mpn: 'B2', type: 'bjt', polarity: 'npn', v_ceo_or_vds: '50', equivalents: 'B1' }),
    ];
    expect(equivalentConflicts(rows, transistorRules)).toEqual(['A1 = A2 (v_ceo_or_vds)']);
  });

  it('still counts a file it has no rules for, by its first column', () => {
    expect(rulesFor('markings/new-table.csv', ['code', 'part'])).toEqual({ identity: ['code'], ratings: [] });
  });
});

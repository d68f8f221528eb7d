import { describe, expect, it } from 'vitest';
import type { Transistor } from '@electrobench/contracts/transistors';
import { byRank } from '../../lib/component-search/rating-verdicts';
import { assessCandidate } from './xref-compare';

const npn = (over: Partial<Transistor>): Transistor => ({
  id: 1,
  mpn: 'X',
  type: 'bjt',
  polarity: 'npn',
  package: 'TO-92',
  pinout: 'EBC',
  dies: 1,
  marking: null,
  v_ceo_or_vds: 40,
  v_cbo: 60,
  ic_or_id: 0.2,
  pd: 0.625,
  pd_condition: 'Ta=25C',
  hfe_min: 100,
  hfe_max: 300,
  hfe_test_ic: 0.01,
  ft_mhz: 300,
  rds_on_ohm: null,
  rds_on_vgs: null,
  vgs_th_min: null,
  vgs_th_max: null,
  qg_nc: null,
  idss_min: null,
  idss_max: null,
  vgs_off_min: null,
  vgs_off_max: null,
  r1_kohm: null,
  r2_kohm: null,
  manufacturer: 'm',
  equivalents: [],
  complement: [],
  source: 's',
  soa_id: null,
  ...over,
});

describe('assessCandidate', () => {
  it('gives an identical part in the same package full marks and no warnings', () => {
    const a = assessCandidate(npn({}), npn({ id: 2 }), false);
    expect(a.score).toBe(100);
    expect(a.flags).toEqual([]);
  });

  it('flags loudly a part in the same package with another pin order', () => {
    const a = assessCandidate(npn({}), npn({ id: 2, pinout: 'CBE' }), false);
    const pin = a.flags.find((f) => f.code === 'pinout');
    expect(pin?.severity).toBe('danger');
    expect(pin?.message).toContain('Same TO-92 package');
    expect(a.score).toBeLessThan(90);
  });

  it('reads a Nexperia TO-92 pin list against onsemi numbering from the other end', () => {
    // Nexperia BC547: 1 emitter, 2 base, 3 collector; onsemi BC547: 1 collector, 2 base, 3 emitter.
    const nexperia = npn({ manufacturer: 'Nexperia', pinout: 'EBC' });
    const sameLeads = assessCandidate(nexperia, npn({ id: 2, manufacturer: 'onsemi', pinout: 'CBE' }), false);
    const samePin = sameLeads.flags.find((f) => f.code === 'pinout');
    expect(samePin?.severity).toBe('warning');
    expect(samePin?.message).toContain('Nexperia numbers TO-92 leads from the other end than onsemi');
    expect(sameLeads.score).toBe(100);

    // 2N3904 is listed EBC by onsemi too, yet its emitter sits where the Nexperia part has its collector.
    const swapped = assessCandidate(nexperia, npn({ id: 3, manufacturer: 'onsemi', pinout: 'EBC' }), false);
    const swapPin = swapped.flags.find((f) => f.code === 'pinout');
    expect(swapPin?.severity).toBe('danger');
    expect(swapPin?.message).toContain('leads sit in reverse order');
    expect(swapped.score).toBeLessThan(90);
  });

  it('compares pin lists as printed between two makers that number TO-92 the same way', () => {
    const a = assessCandidate(
      npn({ manufacturer: 'Philips (NXP)' }),
      npn({ id: 2, manufacturer: 'Nexperia' }),
      false,
    );
    expect(a.flags).toEqual([]);
    const other = assessCandidate(
      npn({ package: 'SOT-23', manufacturer: 'Nexperia', pinout: 'BEC' }),
      npn({ id: 2, package: 'SOT-23', manufacturer: 'onsemi', pinout: 'BEC' }),
      false,
    );
    expect(other.flags).toEqual([]);
  });

  it('calls a lower voltage rating dangerous and scores it below a stronger part', () => {
    const weak = assessCandidate(npn({}), npn({ id: 2, v_ceo_or_vds: 25 }), false);
    const strong = assessCandidate(npn({}), npn({ id: 3, v_ceo_or_vds: 80 }), false);
    expect(weak.comparisons.find((c) => c.key === 'vceo')?.verdict).toBe('worse');
    expect(weak.flags.some((f) => f.code === 'worse-rating' && f.severity === 'danger')).toBe(true);
    expect(strong.score).toBeGreaterThan(weak.score);
  });

  it('does not rank case-rated against ambient-rated dissipation', () => {
    const a = assessCandidate(npn({}), npn({ id: 2, pd: 1.5, pd_condition: 'Tc=25C' }), false);
    expect(a.comparisons.find((c) => c.key === 'pd')?.verdict).toBe('unknown');
    expect(a.flags.some((f) => f.code === 'missing-data')).toBe(true);
  });

  it('ranks a digital transistor with other resistors below a right one in another package', () => {
    // A resistor-equipped transistor with another R1 biases the circuit differently: the same package
    // and pin order must not lift it above a part with the right resistors that only fits differently.
    const digital = (over: Partial<Transistor>) =>
      npn({
        type: 'digital-bjt',
        package: 'SC-59',
        pinout: 'EBC',
        v_cbo: null,
        pd: null,
        pd_condition: null,
        hfe_min: null,
        hfe_max: null,
        hfe_test_ic: null,
        ft_mhz: null,
        r1_kohm: 10,
        r2_kohm: 10,
        ...over,
      });
    const original = digital({ mpn: 'DTC114EKA' });
    const wrongR1 = { part: digital({ id: 2, mpn: 'DTC113ZKA', r1_kohm: 1 }), stated_equivalent: false };
    const rightR = {
      part: digital({ id: 3, mpn: 'BCR133', package: 'SOT-23', pinout: 'BEC' }),
      stated_equivalent: false,
    };
    const wrong = { ...wrongR1, ...assessCandidate(original, wrongR1.part, false) };
    const right = { ...rightR, ...assessCandidate(original, rightR.part, false) };
    expect(wrong.flags.some((f) => f.code === 'worse-rating' && f.severity === 'danger')).toBe(true);
    // Shown as a danger (the pages colour a score under 60 red) and listed after the right part.
    expect(wrong.score).toBeLessThan(60);
    expect([wrong, right].sort(byRank).map((c) => c.part.mpn)).toEqual(['BCR133', 'DTC113ZKA']);
    // A maker-stated equivalent still comes first, whatever its ratings.
    const stated = { ...wrong, stated_equivalent: true };
    expect([right, stated].sort(byRank).map((c) => c.stated_equivalent)).toEqual([true, false]);
  });
});

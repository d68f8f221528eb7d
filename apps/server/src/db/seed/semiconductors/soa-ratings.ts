import type { SoaRatings } from './derived-soa';
import type { IgbtRow } from './igbt-rows';
import type { SecondBreakdownRow } from './soa-rows';
import type { TransistorRow } from './transistor-rows';

/**
 * The DC ratings at Tc = 25 °C a derived SOA is built from, with the datasheet's second-breakdown
 * points; undefined when the part has no case-rated current and power ratings.
 */
export function soaRatingsOf(
  mpn: string,
  lists: {
    transistors: readonly TransistorRow[];
    igbts: readonly IgbtRow[];
    secondBreakdown: readonly SecondBreakdownRow[];
  },
): SoaRatings | undefined {
  const secondBreakdown = lists.secondBreakdown
    .filter((row) => row.mpn === mpn)
    .map(({ v, i }) => ({ v, i }));
  const transistor = lists.transistors.find((row) => row.mpn === mpn);
  if (transistor !== undefined) {
    const { v_ceo_or_vds: vMax, ic_or_id: iMax, pd: pdMax, pd_condition } = transistor;
    // A dual's Pd is for both transistors together, so it bounds neither one's area alone.
    if (transistor.dies === 2) return undefined;
    if (iMax === undefined || pdMax === undefined || pd_condition !== 'Tc=25C') return undefined;
    return { vMax, iMax, pdMax, secondBreakdown };
  }
  const igbt = lists.igbts.find((row) => row.mpn === mpn);
  if (igbt?.pd === undefined) return undefined;
  return { vMax: igbt.vces, iMax: igbt.ic_25, pdMax: igbt.pd, secondBreakdown };
}

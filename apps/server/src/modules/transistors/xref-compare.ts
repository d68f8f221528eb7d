import type { Comparison, Transistor, Verdict, XrefFlag } from '@electrobench/contracts/transistors';
import {
  drawingMaker,
  numbersTo92FromOtherEnd,
  reversePins as reversed,
} from '@electrobench/electronics/to92-pin-numbering';
import { verdictFor } from '@electrobench/electronics/xref-verdict';
import {
  STATED_EQUIVALENT,
  cappedForShortfall,
  ratingFlags,
  ratingScore,
} from '../../lib/component-search/rating-verdicts';

type NumericField = {
  [K in keyof Transistor]: Transistor[K] extends number | null ? K : never;
}[keyof Transistor];

type CompareSpec = {
  key: string;
  field: NumericField;
  name: string;
  unit: string;
  better: Comparison['better'];
  /** Relative shortfall (or mismatch for 'match') still counted as within tolerance. */
  tolerance: number;
  weight: number;
  /** A worse value here can destroy the part or the circuit, not just change its behaviour. */
  critical: boolean;
};

const spec = (
  key: string,
  field: NumericField,
  name: string,
  unit: string,
  better: Comparison['better'],
  weight: number,
  critical = false,
  tolerance = 0.1,
): CompareSpec => ({ key, field, name, unit, better, tolerance, weight, critical });

const BIPOLAR: CompareSpec[] = [
  spec('vceo', 'v_ceo_or_vds', 'VCEO', 'V', 'higher', 3, true),
  spec('vcbo', 'v_cbo', 'VCBO', 'V', 'higher', 1, true),
  spec('ic', 'ic_or_id', 'IC', 'A', 'higher', 3, true),
  spec('pd', 'pd', 'Pd', 'W', 'higher', 2, true),
  spec('hfe_min', 'hfe_min', 'hFE min', '', 'higher', 1, false, 0.2),
  spec('ft', 'ft_mhz', 'fT', 'MHz', 'higher', 1, false, 0.2),
];
const DIGITAL: CompareSpec[] = [
  ...BIPOLAR.filter((s) => s.key !== 'vcbo' && s.key !== 'ft'),
  spec('r1', 'r1_kohm', 'R1 (input)', 'kOhm', 'match', 2, true, 0.05),
  spec('r2', 'r2_kohm', 'R2 (base-emitter)', 'kOhm', 'match', 2, true, 0.05),
];
const MOSFET: CompareSpec[] = [
  spec('vds', 'v_ceo_or_vds', 'VDS', 'V', 'higher', 3, true),
  spec('id', 'ic_or_id', 'ID', 'A', 'higher', 3, true),
  spec('pd', 'pd', 'Pd', 'W', 'higher', 2, true),
  spec('rds_on', 'rds_on_ohm', 'RDS(on)', 'ohm', 'lower', 2, false, 0.2),
  // A higher threshold may leave the new part half-on with the old gate drive.
  spec('vgs_th', 'vgs_th_max', 'VGS(th) max', 'V', 'lower', 2, false, 0.1),
  spec('qg', 'qg_nc', 'Qg', 'nC', 'lower', 1, false, 0.25),
];
const JFET: CompareSpec[] = [
  spec('vds', 'v_ceo_or_vds', 'VDS', 'V', 'higher', 3, true),
  spec('pd', 'pd', 'Pd', 'W', 'higher', 1, true),
  spec('idss_min', 'idss_min', 'IDSS min', 'A', 'match', 2, false, 0.3),
  spec('idss_max', 'idss_max', 'IDSS max', 'A', 'match', 1, false, 0.3),
  spec('vgs_off', 'vgs_off_max', 'VGS(off) max', 'V', 'match', 2, false, 0.3),
];

export function comparedParameters(type: Transistor['type']): CompareSpec[] {
  if (type === 'mosfet') return MOSFET;
  if (type === 'jfet') return JFET;
  if (type === 'digital-bjt') return DIGITAL;
  return BIPOLAR;
}

function compareOne(s: CompareSpec, original: Transistor, candidate: Transistor): Comparison {
  const a = original[s.field];
  const b = candidate[s.field];
  let verdict: Verdict = a === null || b === null ? 'unknown' : verdictFor(s.better, s.tolerance, a, b);
  // A rating at 25 C case and one at 25 C ambient differ by a heat sink; they cannot be ranked.
  if (s.field === 'pd' && original.pd_condition !== candidate.pd_condition) verdict = 'unknown';
  return { key: s.key, name: s.name, unit: s.unit, better: s.better, original: a, candidate: b, verdict };
}

/** The pin-order flag, if any, and whether the leads really sit in another order. */
function comparePins(
  original: Transistor,
  candidate: Transistor,
  samePackage: boolean,
): { flag: XrefFlag; differs: boolean } | null {
  const otherEnd = samePackage && numbersTo92FromOtherEnd(original) !== numbersTo92FromOtherEnd(candidate);
  if (otherEnd) {
    const [nxp, jedec] = numbersTo92FromOtherEnd(original) ? [original, candidate] : [candidate, original];
    const note = `${drawingMaker(nxp.manufacturer)} numbers TO-92 leads from the other end than ${drawingMaker(jedec.manufacturer)}`;
    if (original.pinout === reversed(candidate.pinout))
      return {
        differs: false,
        flag: {
          severity: 'warning',
          code: 'pinout',
          message: `Pins listed as ${original.pinout} vs ${candidate.pinout}, but ${note}: counted from the same end, the lead order is the same. Compare the two package drawings before fitting.`,
        },
      };
    return {
      differs: true,
      flag: {
        severity: 'danger',
        code: 'pinout',
        message:
          original.pinout === candidate.pinout
            ? `Pins listed as ${original.pinout} in both sheets, but ${note}, so the leads sit in reverse order. Fitted in the same holes, the outer leads are swapped; bend or rotate to match.`
            : `Same TO-92 package but different pin order: ${original.pinout} vs ${candidate.pinout}, and ${note}. Compare the two package drawings and check every lead before fitting.`,
      },
    };
  }
  if (original.pinout === candidate.pinout) return null;
  return {
    differs: true,
    flag: {
      severity: 'danger',
      code: 'pinout',
      message: samePackage
        ? `Same ${candidate.package} package but different pin order: ${original.pinout} vs ${candidate.pinout}. Fitted in the same holes, the leads are swapped; bend or rotate to match.`
        : `Different pin order (${original.pinout} vs ${candidate.pinout}) in a different package (${candidate.package}); check every lead before fitting.`,
    },
  };
}

export type Assessment = { score: number; comparisons: Comparison[]; flags: XrefFlag[] };

/** Every parameter's verdict, a 0-100 score, and the flags a technician must see before swapping. */
export function assessCandidate(original: Transistor, candidate: Transistor, stated: boolean): Assessment {
  const specs = comparedParameters(original.type);
  const comparisons = specs.map((s) => compareOne(s, original, candidate));
  const flags: XrefFlag[] = [];
  if (stated) flags.push(STATED_EQUIVALENT);
  const samePackage = original.package.toUpperCase() === candidate.package.toUpperCase();
  const pins = comparePins(original, candidate, samePackage);
  if (pins) flags.push(pins.flag);
  else if (!samePackage) {
    flags.push({
      severity: 'warning',
      code: 'package',
      message: `Different package: ${original.package} vs ${candidate.package}. Check the footprint and the heat sink.`,
    });
  }
  flags.push(...ratingFlags(comparisons, specs));
  let score = ratingScore(comparisons, specs);
  if (pins?.differs) score -= 15;
  if (!samePackage) score -= 5;
  score = cappedForShortfall(score, comparisons, specs);
  return { score: Math.max(0, Math.round(score)), comparisons, flags };
}

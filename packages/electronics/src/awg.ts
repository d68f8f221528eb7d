import { ampacityFor, type Ampacity } from './awg-ampacity';
import { checkPositive, clean } from './number-checks';
import { fail, succeed, type Result } from './result';

/** Smallest and largest gauges handled: 4/0 (written as −3 internally) to 40. */
export const MIN_GAUGE = -3;
export const MAX_GAUGE = 40;

/** Resistivity of annealed copper at 20 °C, 100 % IACS. */
export const COPPER_RESISTIVITY_OHM_M = 1.724e-8;

/** ASTM B258: d = 0.127 mm × 92^((36 − n) / 39). */
export function awgDiameterMm(gauge: number): number {
  return 0.127 * 92 ** ((36 - gauge) / 39);
}

function gaugeFromDiameterMm(diameterMm: number): number {
  return 36 - (39 * Math.log(diameterMm / 0.127)) / Math.log(92);
}

function areaFromDiameter(diameterMm: number): number {
  return (Math.PI / 4) * diameterMm * diameterMm;
}

/** 4/0 for −3, 3/0 for −2, 2/0 for −1, 1/0 for 0, otherwise the number. */
export function gaugeLabel(gauge: number): string {
  return gauge <= 0 ? `${1 - gauge}/0` : String(gauge);
}

/** Reads "12", "AWG 12", "#12", "4/0", "0000", "1/0" or "0" as a gauge number (4/0 → −3). */
export function parseGauge(input: string | number): Result<{ gauge: number; label: string }> {
  const text = String(input)
    .trim()
    .toUpperCase()
    .replace(/^#/, '')
    .replace(/\s*(AWG|GA|GAUGE)$/, '')
    .replace(/^(AWG|GA|GAUGE)\s*/, '')
    .trim();
  let gauge: number | null = null;
  const slash = /^([1-4])\/0$/.exec(text);
  if (slash) gauge = 1 - Number(slash[1]);
  else if (/^0{2,}$/.test(text)) gauge = text.length <= 4 ? 1 - text.length : null;
  else if (/^-?\d+(\.\d+)?$/.test(text)) gauge = Number(text);
  if (gauge === null)
    return fail(`Could not read "${String(input)}" as a wire gauge; use e.g. 12, 4/0 or 0000.`);
  if (gauge < MIN_GAUGE || gauge > MAX_GAUGE) return fail('Wire gauges from 4/0 (0000) to 40 are supported.');
  return succeed({ gauge, label: gaugeLabel(gauge) });
}

export interface WireSize {
  gauge: number;
  label: string;
  diameterMm: number;
  areaMm2: number;
  /** Copper at 20 °C. */
  ohmsPerMetre: number;
  /** Table values exist for whole gauges only. */
  ampacity: Ampacity | null;
  formula: string;
}

const FORMULA = 'd = 0.127 mm × 92^((36 − n) / 39); A = π d² / 4; R/m = ρ / A';

function wireSize(gauge: number): WireSize {
  const diameterMm = awgDiameterMm(gauge);
  const areaMm2 = areaFromDiameter(diameterMm);
  return {
    gauge,
    label: gaugeLabel(gauge),
    diameterMm: clean(diameterMm, 6),
    areaMm2: clean(areaMm2, 6),
    ohmsPerMetre: clean(COPPER_RESISTIVITY_OHM_M / (areaMm2 * 1e-6), 6),
    ampacity: ampacityFor(gauge),
    formula: FORMULA,
  };
}

export function awgToMetric(gaugeInput: string | number): Result<WireSize> {
  const parsed = parseGauge(gaugeInput);
  if (!parsed.ok) return parsed;
  return succeed(wireSize(parsed.gauge));
}

export interface GaugeMatch {
  /** The gauge the area corresponds to, usually fractional. */
  exactGauge: number;
  /** Closest whole gauge. */
  nearest: WireSize;
  /** Thinnest whole gauge whose area is at least the one asked for: the safe choice for current. */
  atLeast: WireSize | null;
  formula: string;
  notes: string[];
}

function matchArea(areaMm2: number): Result<GaugeMatch> {
  const exactGauge = clean(gaugeFromDiameterMm(Math.sqrt((4 * areaMm2) / Math.PI)), 6);
  const notes: string[] = [];
  if (exactGauge < MIN_GAUGE - 0.5) {
    return fail(
      `${areaMm2} mm² is thicker than 4/0 (107 mm²); cables that size are specified in kcmil or mm².`,
    );
  }
  if (exactGauge > MAX_GAUGE + 0.5) notes.push('Thinner than AWG 40; the nearest listed gauge is shown.');
  const nearestGauge = Math.min(MAX_GAUGE, Math.max(MIN_GAUGE, Math.round(exactGauge)));
  const atLeastGauge = Math.min(MAX_GAUGE, Math.floor(exactGauge + 1e-9));
  return succeed({
    exactGauge,
    nearest: wireSize(nearestGauge),
    atLeast: atLeastGauge >= MIN_GAUGE ? wireSize(atLeastGauge) : null,
    formula: 'n = 36 − 39 × log₉₂(d / 0.127 mm), d = √(4A / π)',
    notes,
  });
}

export function mm2ToAwg(areaMm2: number): Result<GaugeMatch> {
  const problem = checkPositive('Cross-section', areaMm2);
  return problem ? fail(problem) : matchArea(areaMm2);
}

export function diameterToAwg(diameterMm: number): Result<GaugeMatch> {
  const problem = checkPositive('Diameter', diameterMm);
  return problem ? fail(problem) : matchArea(areaFromDiameter(diameterMm));
}

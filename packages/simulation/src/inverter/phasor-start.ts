import type { InverterParams } from './inverter-params';

/**
 * Phase currents at t = 0 of the fundamental steady state: I = (V1 − E)/(R + jωL), with V1 the
 * fundamental phase voltage m·Vdc/2 of a linear PWM. Starting there leaves only the small ripple
 * offset to settle instead of the whole R-L transient.
 */
export function steadyStatePhaseCurrents(params: InverterParams): Float64Array {
  const w = 2 * Math.PI * params.outputFrequency;
  const v1 = (Math.min(params.modulationIndex, 2 / Math.sqrt(3)) * params.dcLinkVoltage) / 2;
  const lag = ((params.backEmf?.lagDegrees ?? 0) * Math.PI) / 180;
  const e = params.backEmf?.peak ?? 0;
  // Driving phasor (peak, sine reference): V1∠0 − E∠−lag.
  const re = v1 - e * Math.cos(lag);
  const im = e * Math.sin(lag);
  const zr = params.resistance;
  const zi = w * params.inductance;
  const z2 = zr * zr + zi * zi;
  const ir = (re * zr + im * zi) / z2;
  const ii = (im * zr - re * zi) / z2;
  const out = new Float64Array(3);
  for (let x = 0; x < 3; x++) {
    const shift = (-x * 2 * Math.PI) / 3;
    // Instantaneous value at t = 0 of Im{I·e^{j(ωt + shift)}}.
    out[x] = ir * Math.sin(shift) + ii * Math.cos(shift);
  }
  return out;
}

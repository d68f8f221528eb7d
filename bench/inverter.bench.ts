// Three-phase inverter engine speed: milliseconds per 40 000 time steps (warm-up cycles included),
// for each modulation scheme and for a motor-like load with back-EMF and dead time.
import { INVERTER_DEFAULTS, type InverterParams } from '@electrobench/simulation/inverter/inverter-params';
import { simulateInverter } from '@electrobench/simulation/inverter/simulate-inverter';
import { harmonicSpectrum } from '@electrobench/simulation/inverter/spectrum';

const CASES: [string, InverterParams][] = [
  ['sine PWM, R-L', INVERTER_DEFAULTS],
  ['third harmonic', { ...INVERTER_DEFAULTS, modulation: 'third-harmonic' }],
  ['SVPWM', { ...INVERTER_DEFAULTS, modulation: 'svpwm' }],
  [
    'SVPWM, back-EMF, 3 µs dead time',
    { ...INVERTER_DEFAULTS, modulation: 'svpwm', deadTime: 3e-6, backEmf: { peak: 150, lagDegrees: 15 } },
  ],
];

/** Total steps of one run: the recorded cycles plus the settling cycles the engine chose. */
function stepsOf(params: InverterParams): number {
  const run = simulateInverter(params);
  const tau = params.inductance / params.resistance;
  const warmup = Math.min(4, Math.max(1, Math.ceil(3 * tau * params.outputFrequency)));
  return run.stepsPerCycle * (run.cycles + warmup);
}

console.log('case                               steps/run  ms/40k steps  FFT ms');
for (const [name, params] of CASES) {
  const steps = stepsOf(params);
  for (let i = 0; i < 5; i++) simulateInverter(params);
  let runs = 0;
  const start = performance.now();
  while (performance.now() - start < 1000) {
    simulateInverter(params);
    runs++;
  }
  const msPerRun = (performance.now() - start) / runs;
  const run = simulateInverter(params);
  const fftStart = performance.now();
  for (let i = 0; i < 20; i++) harmonicSpectrum(run.lineVoltage[0], run.cycles);
  const fftMs = (performance.now() - fftStart) / 20;
  console.log(
    `${name.padEnd(35)}${String(steps).padEnd(11)}${((msPerRun * 40_000) / steps).toFixed(2).padEnd(14)}${fftMs.toFixed(2)}`,
  );
}

import { lcResonance, rcCutoff, rlCutoff } from '@electrobench/electronics/reactance';
import { CalculatorPage } from './calculator-page';
import { ChoiceGroup, pick } from './choice-group';
import { QuantityField } from './quantity-field';
import { fieldProblem, readQuantity, si, type Reading } from './quantity';
import { Formula, Notes, Problem, ResultList } from './results';
import { useUrlFields } from './use-url-fields';

const DEFAULTS = { mode: 'rc', r: '1k', c: '159.15n', l: '10m' };
const MODES = ['rc', 'rl', 'lc'] as const;

const ARRANGEMENT: Readonly<Record<(typeof MODES)[number], string[]>> = {
  rc: [
    'Low-pass: R in series, C from the output to ground. High-pass: C in series, R to ground.',
    'At fc the output is 70.7 % of the input (−3 dB) with a 45° phase shift; beyond it the slope is 20 dB per decade.',
  ],
  rl: [
    'Low-pass: L in series, R from the output to ground. High-pass: R in series, L to ground.',
    'At fc the output is 70.7 % of the input (−3 dB) with a 45° phase shift; beyond it the slope is 20 dB per decade.',
  ],
  lc: [
    'At f0 the reactances of L and C are equal (√(L/C)) and cancel: a series LC circuit is at its lowest impedance, a parallel one at its highest.',
    'Ideal parts: losses in the coil and capacitor lower the peak and widen it, but barely move f0.',
  ],
};

export function FilterCutoffPage() {
  const [f, set] = useUrlFields(DEFAULTS);
  const mode = pick(f.mode, MODES);
  const r = readQuantity(f.r, 'Ω');
  const c = readQuantity(f.c, 'F');
  const l = readQuantity(f.l, 'H');
  const used: [Reading, Reading] = mode === 'rc' ? [r, c] : mode === 'rl' ? [r, l] : [l, c];
  const bad = fieldProblem(...used);
  const [a, b] = used;
  const ready = a.state === 'ok' && b.state === 'ok';
  const cutoff =
    ready && mode !== 'lc' ? (mode === 'rc' ? rcCutoff(a.value, b.value) : rlCutoff(a.value, b.value)) : null;
  const resonance = ready && mode === 'lc' ? lcResonance(a.value, b.value) : null;

  return (
    <CalculatorPage
      title="RC/RL Cut-off and LC Resonance"
      intro="The −3 dB frequency of a first-order RC or RL low- or high-pass filter, and the resonant frequency of an inductor and a capacitor."
      form={
        <>
          <ChoiceGroup
            legend="Circuit"
            name="mode"
            value={mode}
            onChange={(x) => set('mode', x)}
            options={[
              { value: 'rc', label: 'RC filter' },
              { value: 'rl', label: 'RL filter' },
              { value: 'lc', label: 'LC resonance' },
            ]}
          />
          {mode !== 'lc' ? (
            <QuantityField
              label="Resistance"
              name="r"
              unit="Ω"
              value={f.r}
              onValueChange={(x) => set('r', x)}
            />
          ) : null}
          {mode !== 'rc' ? (
            <QuantityField
              label="Inductance"
              name="l"
              unit="H"
              value={f.l}
              onValueChange={(x) => set('l', x)}
            />
          ) : null}
          {mode !== 'rl' ? (
            <QuantityField
              label="Capacitance"
              name="c"
              unit="F"
              value={f.c}
              onValueChange={(x) => set('c', x)}
            />
          ) : null}
        </>
      }
      result={
        bad ? (
          <Problem>{bad}</Problem>
        ) : !ready ? (
          <Problem>Fill in every value.</Problem>
        ) : cutoff ? (
          cutoff.ok ? (
            <>
              <ResultList
                items={[
                  { label: 'Cut-off frequency', value: si(cutoff.hertz, 'Hz'), primary: true },
                  { label: 'Angular frequency ω', value: si(cutoff.omega, 'rad/s') },
                  {
                    label: `Time constant τ (${mode === 'rc' ? 'R × C' : 'L / R'})`,
                    value: si(cutoff.tauSeconds, 's'),
                  },
                ]}
              />
              <Formula>{cutoff.formula}</Formula>
              <Notes items={ARRANGEMENT[mode]} />
            </>
          ) : (
            <Problem>{cutoff.error}</Problem>
          )
        ) : resonance ? (
          resonance.ok ? (
            <>
              <ResultList
                items={[
                  { label: 'Resonant frequency', value: si(resonance.hertz, 'Hz'), primary: true },
                  { label: 'Angular frequency ω', value: si(resonance.omega, 'rad/s') },
                  { label: 'Reactance at resonance √(L/C)', value: si(resonance.characteristicOhms, 'Ω') },
                ]}
              />
              <Formula>{resonance.formula}</Formula>
              <Notes items={ARRANGEMENT.lc} />
            </>
          ) : (
            <Problem>{resonance.error}</Problem>
          )
        ) : null
      }
      related={[
        { to: '/calculators/reactance', label: 'Reactance XL and XC' },
        { to: '/calculators/555-timer', label: '555 timer' },
      ]}
    />
  );
}

import { capacitiveReactance, inductiveReactance } from '@electrobench/electronics/reactance';
import { CalculatorPage } from './calculator-page';
import { ChoiceGroup, pick } from './choice-group';
import { QuantityField } from './quantity-field';
import { fieldProblem, readQuantity, si } from './quantity';
import { Formula, Notes, Problem, ResultList } from './results';
import { useUrlFields } from './use-url-fields';

const DEFAULTS = { mode: 'xc', f: '1k', c: '100n', l: '10m' };

export function ReactancePage() {
  const [f, set] = useUrlFields(DEFAULTS);
  const mode = pick(f.mode, ['xc', 'xl'] as const);
  const freq = readQuantity(f.f, 'Hz');
  const part = mode === 'xc' ? readQuantity(f.c, 'F') : readQuantity(f.l, 'H');
  const bad = fieldProblem(freq, part);
  const result =
    freq.state === 'ok' && part.state === 'ok'
      ? mode === 'xc'
        ? capacitiveReactance(freq.value, part.value)
        : inductiveReactance(freq.value, part.value)
      : null;

  return (
    <CalculatorPage
      title="Reactance"
      intro="How much a capacitor (XC) or an inductor (XL) opposes alternating current at one frequency."
      form={
        <>
          <ChoiceGroup
            legend="Part"
            name="mode"
            value={mode}
            onChange={(x) => set('mode', x)}
            options={[
              { value: 'xc', label: 'Capacitor (XC)' },
              { value: 'xl', label: 'Inductor (XL)' },
            ]}
          />
          <QuantityField
            label="Frequency"
            name="f"
            unit="Hz"
            value={f.f}
            onValueChange={(x) => set('f', x)}
          />
          {mode === 'xc' ? (
            <QuantityField
              label="Capacitance"
              name="c"
              unit="F"
              value={f.c}
              onValueChange={(x) => set('c', x)}
            />
          ) : (
            <QuantityField
              label="Inductance"
              name="l"
              unit="H"
              value={f.l}
              onValueChange={(x) => set('l', x)}
            />
          )}
        </>
      }
      result={
        bad ? (
          <Problem>{bad}</Problem>
        ) : result === null ? (
          <Problem>Fill in every value.</Problem>
        ) : result.ok ? (
          <>
            <ResultList
              items={[
                { label: mode === 'xc' ? 'XC' : 'XL', value: si(result.ohms, 'Ω'), primary: true },
                {
                  label: 'As an impedance',
                  value: `${mode === 'xc' ? '−' : '+'}j ${si(result.ohms, 'Ω')}`,
                },
                { label: 'Angular frequency ω', value: si(result.omega, 'rad/s') },
              ]}
            />
            <Formula>{result.formula}</Formula>
            <Notes
              items={[
                mode === 'xc'
                  ? 'The current leads the voltage by 90°; doubling the frequency halves XC.'
                  : 'The current lags the voltage by 90°; doubling the frequency doubles XL.',
                'An ideal part: real ones add series resistance (ESR, winding resistance) and self-resonance.',
              ]}
            />
          </>
        ) : (
          <Problem>{result.error}</Problem>
        )
      }
      related={[
        { to: '/calculators/filter-cutoff', label: 'RC/RL cut-off and LC resonance' },
        { to: '/calculators/inductor-color-code', label: 'Inductor colour code' },
      ]}
    />
  );
}

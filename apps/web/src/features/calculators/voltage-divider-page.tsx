import { dividerOutput, solveR1, solveR2 } from '@electrobench/electronics/voltage-divider';
import { CalculatorPage } from './calculator-page';
import { ChoiceGroup, pick } from './choice-group';
import { DividerDiagram } from './divider-diagram';
import { QuantityField } from './quantity-field';
import { fieldProblem, readQuantity, si } from './quantity';
import { Formula, Problem, ResultList } from './results';
import { useUrlFields } from './use-url-fields';

const DEFAULTS = { mode: 'out', vin: '12V', r1: '10k', r2: '4k7', rl: '', vout: '3.3V', es: 'E24' };
const MODES = ['out', 'r1', 'r2'] as const;

export function VoltageDividerPage() {
  const [f, set] = useUrlFields(DEFAULTS);
  const mode = pick(f.mode, MODES);
  const series = pick(f.es, ['E24', 'E12', 'E96'] as const);
  const vin = readQuantity(f.vin, 'V');
  const r1 = readQuantity(f.r1, 'Ω');
  const r2 = readQuantity(f.r2, 'Ω');
  const rl = readQuantity(f.rl, 'Ω');
  const vout = readQuantity(f.vout, 'V');
  const used = mode === 'out' ? [vin, r1, r2, rl] : mode === 'r1' ? [vin, vout, r2] : [vin, vout, r1];
  const bad = fieldProblem(...used);
  const missing = used.slice(0, 3).some((r) => r.state !== 'ok');

  const output =
    mode === 'out' && vin.state === 'ok' && r1.state === 'ok' && r2.state === 'ok'
      ? dividerOutput({
          vin: vin.value,
          r1: r1.value,
          r2: r2.value,
          ...(rl.state === 'ok' && { loadOhms: rl.value }),
        })
      : null;
  const solved =
    mode !== 'out' && vin.state === 'ok' && vout.state === 'ok'
      ? mode === 'r1' && r2.state === 'ok'
        ? solveR1(vin.value, vout.value, r2.value, series)
        : mode === 'r2' && r1.state === 'ok'
          ? solveR2(vin.value, vout.value, r1.value, series)
          : null
      : null;

  return (
    <CalculatorPage
      title="Voltage Divider"
      intro="Output of two resistors in series, with or without a load, or the resistor that gives a wanted output."
      form={
        <>
          <ChoiceGroup
            legend="Calculate"
            name="mode"
            value={mode}
            onChange={(x) => set('mode', x)}
            options={[
              { value: 'out', label: 'Vout' },
              { value: 'r1', label: 'R1 for a Vout' },
              { value: 'r2', label: 'R2 for a Vout' },
            ]}
          />
          <QuantityField
            label="Input voltage"
            name="vin"
            unit="V"
            value={f.vin}
            onValueChange={(x) => set('vin', x)}
          />
          {mode !== 'out' ? (
            <QuantityField
              label="Wanted output"
              name="vout"
              unit="V"
              value={f.vout}
              onValueChange={(x) => set('vout', x)}
            />
          ) : null}
          {mode !== 'r1' ? (
            <QuantityField
              label="R1 (top)"
              name="r1"
              unit="Ω"
              value={f.r1}
              onValueChange={(x) => set('r1', x)}
            />
          ) : null}
          {mode !== 'r2' ? (
            <QuantityField
              label="R2 (bottom)"
              name="r2"
              unit="Ω"
              value={f.r2}
              onValueChange={(x) => set('r2', x)}
            />
          ) : null}
          {mode === 'out' ? (
            <QuantityField
              label="Load"
              name="rl"
              unit="Ω"
              value={f.rl}
              onValueChange={(x) => set('rl', x)}
              hint="Optional: what the output drives"
            />
          ) : (
            <ChoiceGroup
              legend="Pick from series"
              name="es"
              value={series}
              onChange={(x) => set('es', x)}
              options={['E12', 'E24', 'E96'].map((s) => ({ value: s as typeof series, label: s }))}
            />
          )}
        </>
      }
      result={
        <>
          <DividerDiagram loaded={mode === 'out' && rl.state === 'ok'} />
          {bad ? (
            <Problem>{bad}</Problem>
          ) : missing ? (
            <Problem>Fill in every value.</Problem>
          ) : output ? (
            output.ok ? (
              <>
                <ResultList
                  items={[
                    { label: 'Output voltage', value: si(output.vout, 'V'), primary: true },
                    ...(rl.state === 'ok'
                      ? [
                          { label: 'Without the load', value: si(output.voutUnloaded, 'V') },
                          {
                            label: 'Drop caused by the load',
                            value: `${output.loadDropPercent.toFixed(2)} %`,
                          },
                        ]
                      : []),
                    { label: 'Ratio Vout / Vin', value: output.ratio.toPrecision(4) },
                    { label: 'Current from the input', value: si(output.inputCurrentAmps, 'A') },
                    { label: 'Power in R1', value: si(output.r1Watts, 'W') },
                    { label: 'Power in R2', value: si(output.r2Watts, 'W') },
                    { label: 'Output resistance (R1 ∥ R2)', value: si(output.outputOhms, 'Ω') },
                  ]}
                />
                <Formula>{output.formula}</Formula>
              </>
            ) : (
              <Problem>{output.error}</Problem>
            )
          ) : solved ? (
            solved.ok ? (
              <>
                <ResultList
                  items={[
                    { label: `Exact ${mode.toUpperCase()}`, value: si(solved.exactOhms, 'Ω') },
                    {
                      label: `Nearest ${solved.series} value`,
                      value: si(solved.standardOhms, 'Ω'),
                      primary: true,
                    },
                    { label: 'Output with that value', value: si(solved.standardVout, 'V') },
                  ]}
                />
                <Formula>{solved.formula}</Formula>
              </>
            ) : (
              <Problem>{solved.error}</Problem>
            )
          ) : null}
        </>
      }
      related={[
        { to: '/calculators/parallel-resistor', label: 'Parallel resistors (for the loaded case)' },
        { to: '/education/basics/resistors', label: 'Resistors explained' },
      ]}
    />
  );
}

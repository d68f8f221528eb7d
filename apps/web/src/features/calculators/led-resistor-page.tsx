import { ledResistor } from '@electrobench/electronics/led-resistor';
import { CalculatorPage } from './calculator-page';
import { ChoiceGroup, pick } from './choice-group';
import { NumberField } from './number-field';
import { QuantityField } from './quantity-field';
import { fieldProblem, readPlainNumber, readQuantity, si } from './quantity';
import { Formula, Notes, ResultList } from './results';
import { useUrlFields } from './use-url-fields';

const DEFAULTS = { vs: '5V', vf: '2V', i: '20mA', n: '1', es: 'E24' };

// Typical forward voltages at about 20 mA; datasheets give the exact figure for a part.
const PRESETS = [
  { label: 'Red (about 2.0 V)', vf: '2V' },
  { label: 'Yellow (about 2.1 V)', vf: '2.1V' },
  { label: 'Green, older GaP (about 2.2 V)', vf: '2.2V' },
  { label: 'Blue, white, true green (about 3.1 V)', vf: '3.1V' },
  { label: 'Infrared (about 1.3 V)', vf: '1.3V' },
];

export function LedResistorPage() {
  const [f, set] = useUrlFields(DEFAULTS);
  const vs = readQuantity(f.vs, 'V');
  const vf = readQuantity(f.vf, 'V');
  const i = readQuantity(f.i, 'A');
  const n = readPlainNumber(f.n, 'Number of LEDs');
  const series = pick(f.es, ['E24', 'E12'] as const);
  const bad = fieldProblem(vs, vf, i, n);
  const ready = vs.state === 'ok' && vf.state === 'ok' && i.state === 'ok' && n.state === 'ok';
  const result = ready
    ? ledResistor({
        supplyVolts: vs.value,
        forwardVolts: vf.value,
        currentAmps: i.value,
        ledCount: n.value,
        series,
      })
    : null;

  return (
    <CalculatorPage
      title="LED Resistor"
      intro="The series resistor for one LED or a string of LEDs, picked from standard values so the current never exceeds your target."
      form={
        <>
          <QuantityField
            label="Supply voltage"
            name="vs"
            unit="V"
            value={f.vs}
            onValueChange={(x) => set('vs', x)}
          />
          <div className="field">
            <label className="field-label" htmlFor="led-preset">
              LED colour preset
            </label>
            <select
              id="led-preset"
              className="input"
              value={f.vf}
              onChange={(e) => set('vf', e.target.value)}
            >
              <option value={f.vf}>Custom ({f.vf || 'empty'})</option>
              {PRESETS.filter((p) => p.vf !== f.vf).map((p) => (
                <option key={p.label} value={p.vf}>
                  {p.label}
                </option>
              ))}
            </select>
          </div>
          <QuantityField
            label="LED forward voltage"
            name="vf"
            unit="V"
            value={f.vf}
            onValueChange={(x) => set('vf', x)}
          />
          <QuantityField
            label="LED current"
            name="i"
            unit="A"
            value={f.i}
            onValueChange={(x) => set('i', x)}
          />
          <NumberField label="LEDs in series" name="n" value={f.n} onValueChange={(x) => set('n', x)} />
          <ChoiceGroup
            legend="Resistor series"
            name="es"
            value={series}
            onChange={(x) => set('es', x)}
            options={[
              { value: 'E12', label: 'E12' },
              { value: 'E24', label: 'E24' },
            ]}
          />
        </>
      }
      result={
        bad ? (
          <Notes items={[bad]} warn />
        ) : !result ? (
          <Notes items={['Enter supply, forward voltage, current and the number of LEDs.']} />
        ) : !result.ok ? (
          <Notes items={[result.error]} warn />
        ) : (
          <>
            <ResultList
              items={[
                {
                  label: `Standard resistor (${series})`,
                  value: si(result.standardOhms, 'Ω'),
                  primary: true,
                },
                { label: 'Exact resistance', value: si(result.exactOhms, 'Ω') },
                { label: 'Actual LED current', value: si(result.actualCurrentAmps, 'A') },
                { label: 'Resistor dissipation', value: si(result.resistorWatts, 'W') },
                { label: 'Resistor rating to buy', value: result.wattage?.label ?? 'see warning' },
                { label: 'Power in each LED', value: si(result.ledWatts, 'W') },
              ]}
            />
            <Formula>{result.formula}</Formula>
            <Notes items={result.warnings} warn />
          </>
        )
      }
      related={[
        { to: '/calculators/ohms-law', label: "Ohm's law" },
        { to: '/education/basics/diodes', label: 'Diodes and LEDs explained' },
      ]}
    />
  );
}

import {
  powerFromCurrentResistance,
  powerFromVoltageCurrent,
  powerFromVoltageResistance,
  recommendedWattage,
} from '@electrobench/electronics/power';
import { CalculatorPage } from './calculator-page';
import { ChoiceGroup, pick } from './choice-group';
import { QuantityField } from './quantity-field';
import { fieldProblem, readQuantity, si, type Reading } from './quantity';
import { Formula, Problem, ResultList } from './results';
import { useUrlFields } from './use-url-fields';

const MODES = ['vi', 'vr', 'ir'] as const;
type Mode = (typeof MODES)[number];
const DEFAULTS = { mode: 'vr', v: '5V', i: '20mA', r: '100R', margin: '2' };

function compute(mode: Mode, v: Reading, i: Reading, r: Reading) {
  const pair = { vi: [v, i], vr: [v, r], ir: [i, r] }[mode];
  const [a, b] = pair;
  if (a?.state !== 'ok' || b?.state !== 'ok') return null;
  if (mode === 'vi') return powerFromVoltageCurrent(a.value, b.value);
  if (mode === 'vr') return powerFromVoltageResistance(a.value, b.value);
  return powerFromCurrentResistance(a.value, b.value);
}

export function PowerPage() {
  const [f, set] = useUrlFields(DEFAULTS);
  const mode = pick(f.mode, MODES);
  const v = readQuantity(f.v, 'V');
  const i = readQuantity(f.i, 'A');
  const r = readQuantity(f.r, 'Ω');
  const shown = { vi: [v, i], vr: [v, r], ir: [i, r] }[mode];
  const bad = fieldProblem(...shown);
  const power = compute(mode, v, i, r);
  const margin = Number(f.margin);
  const wattage = power?.ok ? recommendedWattage(Math.abs(power.watts), margin) : null;

  return (
    <CalculatorPage
      title="Power Calculator"
      intro="Power from any pair of voltage, current and resistance, and the resistor wattage rating to buy."
      form={
        <>
          <ChoiceGroup
            legend="Known values"
            name="mode"
            value={mode}
            onChange={(x) => set('mode', x)}
            options={[
              { value: 'vi', label: 'V and I' },
              { value: 'vr', label: 'V and R' },
              { value: 'ir', label: 'I and R' },
            ]}
          />
          {mode !== 'ir' ? (
            <QuantityField label="Voltage" name="v" unit="V" value={f.v} onValueChange={(x) => set('v', x)} />
          ) : null}
          {mode !== 'vr' ? (
            <QuantityField label="Current" name="i" unit="A" value={f.i} onValueChange={(x) => set('i', x)} />
          ) : null}
          {mode !== 'vi' ? (
            <QuantityField
              label="Resistance"
              name="r"
              unit="Ω"
              value={f.r}
              onValueChange={(x) => set('r', x)}
            />
          ) : null}
          <div className="field">
            <label className="field-label" htmlFor="power-margin">
              Safety margin for the rating
            </label>
            <select
              id="power-margin"
              className="input"
              value={f.margin}
              onChange={(e) => set('margin', e.target.value)}
            >
              <option value="1.5">× 1.5</option>
              <option value="2">× 2 (usual)</option>
              <option value="3">× 3 (hot or enclosed)</option>
            </select>
          </div>
        </>
      }
      result={
        bad ? (
          <Problem>{bad}</Problem>
        ) : !power ? (
          <Problem>Enter both values.</Problem>
        ) : !power.ok ? (
          <Problem>{power.error}</Problem>
        ) : (
          <>
            <ResultList
              items={[
                { label: 'Power', value: si(power.watts, 'W'), primary: true },
                ...(wattage?.ok
                  ? [
                      { label: 'Resistor rating to buy', value: wattage.label },
                      { label: 'Load on that rating', value: `${wattage.loadPercent.toFixed(0)} %` },
                    ]
                  : []),
              ]}
            />
            <Formula>{power.formula}</Formula>
            {wattage && !wattage.ok ? <Problem>{wattage.error}</Problem> : null}
            {wattage?.ok ? <Formula>{wattage.formula}</Formula> : null}
          </>
        )
      }
      related={[
        { to: '/calculators/ohms-law', label: "Ohm's law" },
        { to: '/calculators/led-resistor', label: 'LED resistor' },
      ]}
    />
  );
}

import { solveOhmsLaw } from '@electrobench/electronics/ohms-law';
import { CalculatorPage } from './calculator-page';
import { QuantityField } from './quantity-field';
import { fieldProblem, readQuantity, si, valueOf } from './quantity';
import { Formula, Notes, Problem, ResultList } from './results';
import { StandardValues } from './standard-values';
import { useUrlFields } from './use-url-fields';

const DEFAULTS = { v: '12V', i: '', r: '470R', p: '' };

export function OhmsLawPage() {
  const [f, set, setAll] = useUrlFields(DEFAULTS);
  const readings = {
    voltage: readQuantity(f.v, 'V'),
    current: readQuantity(f.i, 'A'),
    resistance: readQuantity(f.r, 'Ω'),
    power: readQuantity(f.p, 'W'),
  };
  const bad = fieldProblem(...Object.values(readings));
  const solution = solveOhmsLaw({
    voltage: valueOf(readings.voltage),
    current: valueOf(readings.current),
    resistance: valueOf(readings.resistance),
    power: valueOf(readings.power),
  });

  return (
    <CalculatorPage
      title="Ohm's Law"
      intro="Fill in any two of voltage, current, resistance and power; the other two follow as you type."
      form={
        <>
          <QuantityField label="Voltage" name="v" unit="V" value={f.v} onValueChange={(x) => set('v', x)} />
          <QuantityField label="Current" name="i" unit="A" value={f.i} onValueChange={(x) => set('i', x)} />
          <QuantityField
            label="Resistance"
            name="r"
            unit="Ω"
            value={f.r}
            onValueChange={(x) => set('r', x)}
          />
          <QuantityField label="Power" name="p" unit="W" value={f.p} onValueChange={(x) => set('p', x)} />
          <div className="actions">
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => setAll({ v: '', i: '', r: '', p: '' })}
            >
              Clear all
            </button>
          </div>
        </>
      }
      result={
        bad ? (
          <Problem>{bad}</Problem>
        ) : !solution.ok ? (
          <Problem>{solution.error}</Problem>
        ) : (
          <>
            <ResultList
              items={[
                {
                  label: 'Voltage',
                  value: si(solution.voltage, 'V'),
                  primary: !solution.given.includes('voltage'),
                },
                {
                  label: 'Current',
                  value: si(solution.current, 'A'),
                  primary: !solution.given.includes('current'),
                },
                {
                  label: 'Resistance',
                  value: si(solution.resistance, 'Ω'),
                  primary: !solution.given.includes('resistance'),
                },
                {
                  label: 'Power',
                  value: si(solution.power, 'W'),
                  primary: !solution.given.includes('power'),
                },
              ]}
            />
            <Formula>{solution.formula}</Formula>
            <Notes items={solution.notes} />
            {!solution.given.includes('resistance') &&
            solution.resistance > 0 &&
            Number.isFinite(solution.resistance) ? (
              <StandardValues ohms={solution.resistance} />
            ) : null}
          </>
        )
      }
      related={[
        { to: '/calculators/power', label: 'Power and resistor wattage' },
        { to: '/calculators/resistor-color-code', label: 'Resistor colour code' },
        { to: '/education/basics/resistors', label: 'Resistors explained' },
      ]}
    />
  );
}

import { LBFT_FORMULA, nmToLbFt, powerFromTorque, torqueFromPower } from '@electrobench/electronics/motor';
import { CalculatorPage } from './calculator-page';
import { ChoiceGroup, pick } from './choice-group';
import { QuantityField } from './quantity-field';
import { fieldProblem, readQuantity } from './quantity';
import { Formula, Problem, ResultList } from './results';
import { useUrlFields } from './use-url-fields';

const DEFAULTS = { mode: 'torque', p: '7.5', pu: 'kW', n: '1450', t: '50' };
const fmt = (x: number) => Number(x.toPrecision(4)).toString();

// Motor pages live with the calculators because they share the same form and result pieces.
export function MotorTorquePage() {
  const [f, set] = useUrlFields(DEFAULTS);
  const mode = pick(f.mode, ['torque', 'power'] as const);
  const unit = pick(f.pu, ['kW', 'hp'] as const);
  const p = readQuantity(f.p);
  const n = readQuantity(f.n);
  const t = readQuantity(f.t);
  const bad = mode === 'torque' ? fieldProblem(p, n) : fieldProblem(t, n);
  const torque =
    mode === 'torque' && p.state === 'ok' && n.state === 'ok'
      ? torqueFromPower(p.value, unit, n.value)
      : null;
  const power =
    mode === 'power' && t.state === 'ok' && n.state === 'ok' ? powerFromTorque(t.value, n.value) : null;
  const lbFt = t.state === 'ok' ? nmToLbFt(t.value) : null;

  return (
    <CalculatorPage
      title="Motor Torque"
      intro="Shaft torque from power and speed, or power from torque and speed, in kW or hp; torque also in lb·ft."
      form={
        <>
          <ChoiceGroup
            legend="Calculate"
            name="mode"
            value={mode}
            onChange={(x) => set('mode', x)}
            options={[
              { value: 'torque', label: 'Torque from power' },
              { value: 'power', label: 'Power from torque' },
            ]}
          />
          {mode === 'torque' ? (
            <>
              <ChoiceGroup
                legend="Power unit"
                name="pu"
                value={unit}
                onChange={(x) => set('pu', x)}
                options={[
                  { value: 'kW', label: 'kW' },
                  { value: 'hp', label: 'hp' },
                ]}
              />
              <QuantityField
                label={`Power (${unit})`}
                name="p"
                value={f.p}
                onValueChange={(x) => set('p', x)}
              />
            </>
          ) : (
            <QuantityField label="Torque (N·m)" name="t" value={f.t} onValueChange={(x) => set('t', x)} />
          )}
          <QuantityField label="Speed (rpm)" name="n" value={f.n} onValueChange={(x) => set('n', x)} />
        </>
      }
      result={
        bad ? (
          <Problem>{bad}</Problem>
        ) : torque ? (
          torque.ok ? (
            <>
              <ResultList
                items={[
                  { label: 'Torque', value: `${fmt(torque.torqueNm)} N·m`, primary: true },
                  { label: 'Torque in lb·ft', value: `${fmt(torque.torqueLbFt)} lb·ft` },
                  { label: 'Power', value: `${fmt(torque.kilowatts)} kW = ${fmt(torque.horsepower)} hp` },
                ]}
              />
              <Formula>{torque.formula}</Formula>
              <Formula>{LBFT_FORMULA}</Formula>
            </>
          ) : (
            <Problem>{torque.error}</Problem>
          )
        ) : power ? (
          power.ok ? (
            <>
              <ResultList
                items={[
                  { label: 'Power', value: `${fmt(power.kilowatts)} kW`, primary: true },
                  { label: 'Horsepower', value: `${fmt(power.horsepower)} hp` },
                  ...(lbFt?.ok ? [{ label: 'Torque in lb·ft', value: `${fmt(lbFt.torqueLbFt)} lb·ft` }] : []),
                ]}
              />
              <Formula>{power.formula}</Formula>
            </>
          ) : (
            <Problem>{power.error}</Problem>
          )
        ) : (
          <Problem>Fill in every value.</Problem>
        )
      }
      related={[
        { to: '/industrial/motor-poles', label: 'Motor poles and slip' },
        { to: '/industrial/drive-faults', label: 'Drive fault codes' },
      ]}
    />
  );
}

import { DEFAULT_DERATING, batteryLife } from '@electrobench/electronics/battery-life';
import { CalculatorPage } from './calculator-page';
import { NumberField } from './number-field';
import { QuantityField } from './quantity-field';
import { fieldProblem, readPlainNumber, readQuantity, si } from './quantity';
import { Formula, Problem, ResultList } from './results';
import { useUrlFields } from './use-url-fields';

const DEFAULTS = { cap: '2000', ia: '15mA', is: '50uA', duty: '10', k: String(DEFAULT_DERATING * 100) };

function duration(hours: number): string {
  if (hours < 48) return `${hours.toPrecision(3)} hours`;
  const days = hours / 24;
  if (days < 730) return `${days.toPrecision(3)} days`;
  return `${(days / 365.25).toPrecision(3)} years`;
}

export function BatteryLifePage() {
  const [f, set] = useUrlFields(DEFAULTS);
  const cap = readQuantity(f.cap);
  const ia = readQuantity(f.ia, 'A');
  const is = readQuantity(f.is, 'A');
  const duty = readPlainNumber(f.duty, 'Duty cycle');
  const k = readPlainNumber(f.k, 'Usable capacity');
  const bad = fieldProblem(cap, ia, is, duty, k);
  const result =
    cap.state === 'ok' && ia.state === 'ok' && duty.state === 'ok' && k.state === 'ok'
      ? batteryLife({
          capacityMah: cap.value,
          activeCurrentMa: ia.value * 1000,
          sleepCurrentMa: is.state === 'ok' ? is.value * 1000 : 0,
          dutyCyclePercent: duty.value,
          deratingFactor: k.value / 100,
        })
      : null;

  return (
    <CalculatorPage
      title="Battery Life"
      intro="How long a battery lasts with a device that wakes, works and sleeps."
      form={
        <>
          <QuantityField
            label="Capacity (mAh)"
            name="cap"
            value={f.cap}
            onValueChange={(x) => set('cap', x)}
            hint="As printed on the cell, e.g. 2000 or 2k"
          />
          <QuantityField
            label="Active current"
            name="ia"
            unit="A"
            value={f.ia}
            onValueChange={(x) => set('ia', x)}
          />
          <QuantityField
            label="Sleep current"
            name="is"
            unit="A"
            value={f.is}
            onValueChange={(x) => set('is', x)}
          />
          <NumberField
            label="Time active (%)"
            name="duty"
            value={f.duty}
            onValueChange={(x) => set('duty', x)}
            hint="100 if it never sleeps"
          />
          <NumberField
            label="Usable capacity (%)"
            name="k"
            value={f.k}
            onValueChange={(x) => set('k', x)}
            hint="Derating for cold, ageing and cut-off voltage; 85 % is a common rule of thumb"
          />
        </>
      }
      result={
        bad ? (
          <Problem>{bad}</Problem>
        ) : !result ? (
          <Problem>Enter capacity, active current, duty cycle and usable capacity.</Problem>
        ) : !result.ok ? (
          <Problem>{result.error}</Problem>
        ) : (
          <>
            <ResultList
              items={[
                { label: 'Battery life', value: duration(result.hours), primary: true },
                { label: 'Hours', value: result.hours.toPrecision(4) },
                { label: 'Days', value: result.days.toPrecision(4) },
                { label: 'Average current', value: si(result.averageCurrentMa / 1000, 'A') },
                { label: 'Usable capacity', value: `${result.usableCapacityMah.toPrecision(4)} mAh` },
              ]}
            />
            <Formula>{result.formula}</Formula>
            <p className="muted">
              An estimate: self-discharge, temperature and the current pulses of radios shorten real life.
            </p>
          </>
        )
      }
      related={[{ to: '/calculators/ohms-law', label: "Ohm's law" }]}
    />
  );
}

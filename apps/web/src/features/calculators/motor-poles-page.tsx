import { polesFromRatedSpeed, synchronousSpeed } from '@electrobench/electronics/motor';
import { CalculatorPage } from './calculator-page';
import { ChoiceGroup } from './choice-group';
import { QuantityField } from './quantity-field';
import { fieldProblem, readQuantity } from './quantity';
import { Formula, Notes, Problem, ResultList } from './results';
import { useUrlFields } from './use-url-fields';

const DEFAULTS = { f: '50', n: '1450' };
const SPEEDS = [2, 4, 6, 8, 10, 12];

export function MotorPolesPage() {
  const [v, set] = useUrlFields(DEFAULTS);
  const freq = readQuantity(v.f);
  const rated = readQuantity(v.n);
  const bad = fieldProblem(freq, rated);
  const estimate =
    freq.state === 'ok' && rated.state === 'ok' ? polesFromRatedSpeed(freq.value, rated.value) : null;
  const hz = freq.state === 'ok' ? freq.value : 50;

  return (
    <CalculatorPage
      title="Motor Poles and Slip"
      intro="Pole count, synchronous speed and slip of an induction motor from its nameplate speed and the supply frequency."
      form={
        <>
          <ChoiceGroup
            legend="Common supply"
            name="preset"
            value={v.f}
            onChange={(x) => set('f', x)}
            options={[
              { value: '50', label: '50 Hz' },
              { value: '60', label: '60 Hz' },
            ]}
          />
          <QuantityField
            label="Supply frequency (Hz)"
            name="f"
            value={v.f}
            onValueChange={(x) => set('f', x)}
          />
          <QuantityField
            label="Rated speed (rpm)"
            name="n"
            value={v.n}
            onValueChange={(x) => set('n', x)}
            hint="From the nameplate, at full load"
          />
        </>
      }
      result={
        bad ? (
          <Problem>{bad}</Problem>
        ) : !estimate ? (
          <Problem>Fill in every value.</Problem>
        ) : !estimate.ok ? (
          <Problem>{estimate.error}</Problem>
        ) : (
          <>
            <ResultList
              items={[
                { label: 'Poles', value: String(estimate.poles), primary: true },
                { label: 'Pole pairs', value: String(estimate.polePairs) },
                { label: 'Synchronous speed', value: `${estimate.syncRpm} rpm` },
                { label: 'Slip', value: `${Number(estimate.slipPercent.toFixed(2))} %` },
              ]}
            />
            <Formula>{estimate.formula}</Formula>
            <Notes items={estimate.notes} />
          </>
        )
      }
      related={[
        { to: '/industrial/motor-torque', label: 'Motor torque' },
        { to: '/education/basics/electromagnetic-induction', label: 'Electromagnetic induction explained' },
      ]}
    >
      <section className="card calc-section">
        <h2>Synchronous speeds at {hz} Hz</h2>
        <table className="calc-table">
          <thead>
            <tr>
              <th scope="col">Poles</th>
              <th scope="col">Synchronous speed</th>
            </tr>
          </thead>
          <tbody>
            {SPEEDS.map((poles) => {
              const s = synchronousSpeed(hz, poles);
              return (
                <tr key={poles}>
                  <td>{poles}</td>
                  <td>{s.ok ? `${Number(s.syncRpm.toFixed(1))} rpm` : s.error}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </CalculatorPage>
  );
}

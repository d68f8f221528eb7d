import {
  parallelPartnerFor,
  parallelResistance,
  seriesResistance,
} from '@electrobench/electronics/parallel-resistor';
import { CalculatorPage } from './calculator-page';
import { ChoiceGroup, pick } from './choice-group';
import { PartnerResult } from './partner-result';
import { QuantityField } from './quantity-field';
import { fieldProblem, readQuantity, si, valueOf } from './quantity';
import { Formula, Notes, Problem, ResultList } from './results';
import { useUrlFields } from './use-url-fields';

const DEFAULTS = { rs: '1k~2k2~4k7', r1: '10k', rt: '6k', es: 'E24' };
const MAX_RESISTORS = 12;
// '~' keeps the list readable in the URL and cannot occur in a value.
const SEPARATOR = '~';

export function ParallelResistorPage() {
  const [f, set] = useUrlFields(DEFAULTS);
  const texts = f.rs.split(SEPARATOR);
  const readings = texts.map((text) => readQuantity(text, 'Ω'));
  const values = readings.map(valueOf).filter((v): v is number => v !== null);
  const bad = fieldProblem(...readings);
  const parallel = parallelResistance(values);
  const series = seriesResistance(values);
  const seriesName = pick(f.es, ['E24', 'E12', 'E96'] as const);
  const r1 = readQuantity(f.r1, 'Ω');
  const rt = readQuantity(f.rt, 'Ω');
  const partnerBad = fieldProblem(r1, rt);
  const partner =
    r1.state === 'ok' && rt.state === 'ok' ? parallelPartnerFor(r1.value, rt.value, seriesName) : null;

  const setAt = (index: number, text: string) => {
    const next = [...texts];
    next[index] = text;
    set('rs', next.join(SEPARATOR));
  };

  return (
    <CalculatorPage
      title="Parallel and Series Resistors"
      intro="Combine any number of resistors, or find the resistor to add in parallel to reach a target value."
      form={
        <>
          {texts.map((text, index) => (
            <div className="calc-list-row" key={index}>
              <QuantityField
                label={`Resistor ${index + 1}`}
                name={`r${index}`}
                unit="Ω"
                value={text}
                onValueChange={(x) => setAt(index, x)}
              />
              <button
                type="button"
                className="btn btn-ghost"
                disabled={texts.length <= 1}
                aria-label={`Remove resistor ${index + 1}`}
                onClick={() => set('rs', texts.filter((_, i) => i !== index).join(SEPARATOR))}
              >
                Remove
              </button>
            </div>
          ))}
          <div className="actions">
            <button
              type="button"
              className="btn btn-secondary"
              disabled={texts.length >= MAX_RESISTORS}
              onClick={() => set('rs', [...texts, ''].join(SEPARATOR))}
            >
              Add resistor
            </button>
          </div>
        </>
      }
      result={
        bad ? (
          <Problem>{bad}</Problem>
        ) : !parallel.ok || !series.ok ? (
          <Problem>{!parallel.ok ? parallel.error : !series.ok ? series.error : ''}</Problem>
        ) : (
          <>
            <ResultList
              items={[
                { label: 'In parallel', value: si(parallel.ohms, 'Ω'), primary: true },
                { label: 'In series', value: si(series.ohms, 'Ω') },
              ]}
            />
            <Formula>{parallel.formula}</Formula>
            <Formula>{series.formula}</Formula>
            <Notes items={parallel.notes} />
          </>
        )
      }
      related={[
        { to: '/calculators/resistor-color-code', label: 'Resistor colour code' },
        { to: '/calculators/voltage-divider', label: 'Voltage divider' },
      ]}
    >
      <section className="calc-grid calc-section" aria-labelledby="partner-heading">
        <form
          className="calc-form card"
          onSubmit={(event) => event.preventDefault()}
          aria-labelledby="partner-heading"
        >
          <h2 id="partner-heading">What resistor in parallel gives a target?</h2>
          <QuantityField
            label="Resistor you have (R1)"
            name="r1"
            unit="Ω"
            value={f.r1}
            onValueChange={(x) => set('r1', x)}
          />
          <QuantityField
            label="Target resistance"
            name="rt"
            unit="Ω"
            value={f.rt}
            onValueChange={(x) => set('rt', x)}
          />
          <ChoiceGroup
            legend="Pick from series"
            name="es"
            value={seriesName}
            onChange={(x) => set('es', x)}
            options={[
              { value: 'E12', label: 'E12' },
              { value: 'E24', label: 'E24' },
              { value: 'E96', label: 'E96' },
            ]}
          />
        </form>
        <div className="calc-result card" aria-live="polite">
          {partnerBad ? (
            <Problem>{partnerBad}</Problem>
          ) : !partner ? (
            <Problem>Enter R1 and the target.</Problem>
          ) : !partner.ok ? (
            <Problem>{partner.error}</Problem>
          ) : (
            <PartnerResult partner={partner} />
          )}
        </div>
      </section>
    </CalculatorPage>
  );
}

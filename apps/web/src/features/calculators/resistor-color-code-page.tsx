import { decodeColorBands } from '@electrobench/electronics/resistor-color-code';
import { encodeColorBands } from '@electrobench/electronics/resistor-color-encode';
import { TEMPCO_CHOICES, TOLERANCE_CHOICES } from '@electrobench/electronics/resistor-colors';
import { BandSelects } from './band-selects';
import { ROLES, bandsFromParam, type BandCountChoice } from './band-roles';
import { CalculatorPage } from './calculator-page';
import { ChoiceGroup, pick } from './choice-group';
import { QuantityField } from './quantity-field';
import { readQuantity, si } from './quantity';
import { ResistorDrawing } from './resistor-drawing';
import { Formula, Notes, Problem, ResultList } from './results';
import { StandardValues } from './standard-values';
import { useUrlFields } from './use-url-fields';

const DEFAULTS = { dir: 'decode', n: '4', b: '', v: '4k7', tol: '', tc: '100' };
const COUNTS = ['4', '5', '6'] as const;

export function ResistorColorCodePage() {
  const [f, set] = useUrlFields(DEFAULTS);
  const dir = pick(f.dir, ['decode', 'encode'] as const);
  const count: BandCountChoice = pick(f.n, COUNTS);
  const bands = bandsFromParam(f.b, count);
  const decoded = decodeColorBands(bands);
  const value = readQuantity(f.v, 'Ω');
  const tolerance = f.tol === '' ? undefined : Number(f.tol);
  const encoded =
    value.state === 'ok'
      ? encodeColorBands(value.value, {
          bandCount: Number(count) as 4 | 5 | 6,
          ...(tolerance !== undefined && { tolerancePercent: tolerance }),
          ...(count === '6' && { tempCoPpmPerK: Number(f.tc) }),
        })
      : null;
  const drawn = dir === 'decode' ? bands : encoded?.ok ? encoded.bands : [];

  return (
    <CalculatorPage
      title="Resistor Colour Code"
      intro="Read 4-, 5- and 6-band resistors, or find the bands for a value."
      form={
        <>
          <ChoiceGroup
            legend="Direction"
            name="dir"
            value={dir}
            onChange={(x) => set('dir', x)}
            options={[
              { value: 'decode', label: 'Bands → value' },
              { value: 'encode', label: 'Value → bands' },
            ]}
          />
          <ChoiceGroup
            legend="Number of bands"
            name="n"
            value={count}
            onChange={(x) => set('n', x)}
            options={COUNTS.map((c) => ({ value: c, label: `${c} bands` }))}
          />
          {dir === 'decode' ? (
            <BandSelects roles={ROLES[count]} bands={bands} onChange={(next) => set('b', next.join('-'))} />
          ) : (
            <>
              <QuantityField
                label="Resistance"
                name="v"
                unit="Ω"
                value={f.v}
                onValueChange={(x) => set('v', x)}
              />
              <div className="field">
                <label className="field-label" htmlFor="rcc-tol">
                  Tolerance
                </label>
                <select
                  id="rcc-tol"
                  className="input"
                  value={f.tol}
                  onChange={(e) => set('tol', e.target.value)}
                >
                  <option value="">Usual ({count === '4' ? '±5 %' : '±1 %'})</option>
                  {TOLERANCE_CHOICES.map((t) => (
                    <option key={t} value={String(t)}>
                      ±{t} %
                    </option>
                  ))}
                </select>
              </div>
              {count === '6' ? (
                <div className="field">
                  <label className="field-label" htmlFor="rcc-tc">
                    Temperature coefficient
                  </label>
                  <select
                    id="rcc-tc"
                    className="input"
                    value={f.tc}
                    onChange={(e) => set('tc', e.target.value)}
                  >
                    {TEMPCO_CHOICES.map((t) => (
                      <option key={t} value={String(t)}>
                        {t} ppm/K
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
            </>
          )}
        </>
      }
      result={
        <>
          {drawn.length > 0 ? <ResistorDrawing bands={drawn} /> : null}
          {dir === 'decode' ? (
            decoded.ok ? (
              <>
                <ResultList
                  items={[
                    { label: 'Resistance', value: si(decoded.ohms, 'Ω'), primary: true },
                    { label: 'Tolerance', value: `±${decoded.tolerancePercent} %` },
                    { label: 'Range', value: `${si(decoded.minOhms, 'Ω')} to ${si(decoded.maxOhms, 'Ω')}` },
                    ...(decoded.tempCoPpmPerK !== null
                      ? [{ label: 'Temperature coefficient', value: `${decoded.tempCoPpmPerK} ppm/K` }]
                      : []),
                    { label: 'Standard series', value: decoded.eSeries.join(', ') || 'not a standard value' },
                  ]}
                />
                <Formula>{decoded.formula}</Formula>
                <Notes items={decoded.warnings} warn />
              </>
            ) : (
              <Problem>{decoded.error}</Problem>
            )
          ) : value.state === 'bad' ? (
            <Problem>{value.error}</Problem>
          ) : !encoded ? (
            <Problem>Enter a resistance.</Problem>
          ) : !encoded.ok ? (
            <>
              <Problem>{encoded.error}</Problem>
              {value.state === 'ok' && value.value > 0 ? <StandardValues ohms={value.value} /> : null}
            </>
          ) : (
            <>
              <ResultList
                items={[
                  { label: 'Bands', value: encoded.bands.join(', '), primary: true },
                  { label: 'Resistance', value: si(encoded.ohms, 'Ω') },
                  { label: 'Tolerance', value: `±${encoded.tolerancePercent} %` },
                ]}
              />
              <Formula>{encoded.formula}</Formula>
              <Notes items={encoded.notes} />
            </>
          )}
        </>
      }
      related={[
        { to: '/tools/smd-resistor-codes', label: 'SMD resistor codes' },
        { to: '/calculators/parallel-resistor', label: 'Parallel and series resistors' },
        { to: '/education/basics/resistors', label: 'Resistors explained' },
      ]}
    />
  );
}

import { decodeInductorBands } from '@electrobench/electronics/inductor-color-code';
import { CalculatorPage } from './calculator-page';
import { DEFAULT_INDUCTOR_BANDS, INDUCTOR_BANDS, inductorBandsFrom } from './inductor-bands';
import { si } from './quantity';
import { BAND_FILL } from './resistor-drawing';
import { Formula, Problem, ResultList } from './results';
import { useUrlFields } from './use-url-fields';

const DEFAULTS = { b: DEFAULT_INDUCTOR_BANDS };

export function InductorColorCodePage() {
  const [f, set] = useUrlFields(DEFAULTS);
  const bands = inductorBandsFrom(f.b);
  const decoded = decodeInductorBands(bands);

  return (
    <CalculatorPage
      title="Inductor Colour Code"
      intro="Read the four colour bands of a moulded axial inductor: like a resistor's, but the value is in microhenries."
      form={
        <div className="calc-bands">
          {INDUCTOR_BANDS.map((band, index) => {
            const id = `inductor-band-${index + 1}`;
            const current = bands[index] ?? 'black';
            return (
              <div className="field" key={id}>
                <label className="field-label" htmlFor={id}>
                  {band.label}
                </label>
                <div className="calc-band-row">
                  <span
                    className="calc-swatch"
                    style={{ background: BAND_FILL[current] }}
                    aria-hidden="true"
                  />
                  <select
                    id={id}
                    className="input"
                    value={current}
                    onChange={(event) => {
                      const next = [...bands];
                      next[index] = band.colors.find((c) => c === event.target.value) ?? current;
                      set('b', next.join('-'));
                    }}
                  >
                    {band.colors.map((color) => (
                      <option key={color} value={color}>
                        {band.describe(color)}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
            );
          })}
        </div>
      }
      result={
        decoded.ok ? (
          <>
            <ResultList
              items={[
                { label: 'Inductance', value: si(decoded.henries, 'H'), primary: true },
                { label: 'In microhenries', value: `${decoded.microhenries} µH` },
                { label: 'Tolerance', value: `±${decoded.tolerancePercent} %` },
                {
                  label: 'Range',
                  value: `${si(decoded.minMicrohenries * 1e-6, 'H')} to ${si(decoded.maxMicrohenries * 1e-6, 'H')}`,
                },
              ]}
            />
            <Formula>{decoded.formula}</Formula>
          </>
        ) : (
          <Problem>{decoded.error}</Problem>
        )
      }
      related={[
        { to: '/calculators/resistor-color-code', label: 'Resistor colour code' },
        { to: '/calculators/reactance', label: 'Reactance XL' },
      ]}
    >
      <section className="card calc-section">
        <h2>How the bands are read</h2>
        <p>
          Hold the part with the bands bunched to the left. The first two bands are digits, the third
          multiplies them, and the fourth gives the tolerance; the result is in microhenries, so
          brown-black-brown is 10 × 10 = 100 µH. Gold and silver as the third band divide by 10 and 100
          (yellow-violet-gold is 4.7 µH).
        </p>
        <p>
          In the military colour code a gold band in the first or second place is the decimal point rather
          than a digit, and the third band is then the last digit: red-gold-red is 2.2 µH and gold-red-red is
          0.22 µH. Such parts often start with a wider silver band that only marks them as military; skip it.
        </p>
        <p className="muted">
          Tolerance colours differ between makers (and some small inductors use a resistor-like body), so
          check the data sheet when the tolerance matters.
        </p>
      </section>
    </CalculatorPage>
  );
}

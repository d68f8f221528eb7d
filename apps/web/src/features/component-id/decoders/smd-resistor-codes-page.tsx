import { decodeSmdResistor, type SmdReading } from '@electrobench/electronics/smd-resistor-code';
import { smdMarkingsFor } from '@electrobench/electronics/smd-resistor-encode';
import { formatSi, parseValue } from '@electrobench/electronics/units';
import { Alert } from '../../../ui/alert';
import { CopyButton } from '../../../ui/copy-button';
import { SearchBox } from '../../../ui/search-box';
import { useUrlState } from '../../../lib/use-url-state';
import '../shared/component-id.css';

const NOTATION: Record<SmdReading['notation'], string> = {
  'zero-ohm': 'zero-ohm link',
  'three-digit': '3-digit (5 %)',
  'four-digit': '4-digit (1 %)',
  'r-notation': 'R as decimal point',
  'multiplier-letter': 'letter code',
  milliohm: 'milliohm',
  'eia-96': 'EIA-96 (1 %)',
};

function Reading({ r }: { r: SmdReading }) {
  return (
    <p className="muted">
      {NOTATION[r.notation]}: {r.formula}. {r.explanation}
      {r.impliedTolerancePercent !== null ? ` Tolerance usually ±${r.impliedTolerancePercent} %.` : ''}
    </p>
  );
}

function Decoder({ code }: { code: string }) {
  const decoded = decodeSmdResistor(code);
  if (!decoded.ok) {
    return (
      <Alert variant="warning" title="Could not read this code">
        {decoded.error}
      </Alert>
    );
  }
  const value = formatSi(decoded.ohms, 'Ω');
  return (
    <div className="card stack">
      <p className="cid-decoded">
        {decoded.code} = {value} <CopyButton text={value} label="Copy value" />
        {decoded.alternatives.length > 0 ? <span className="muted small"> (usual reading)</span> : null}
      </p>
      <Reading r={decoded} />
      {decoded.eSeries.length > 0 ? <p>Standard value in: {decoded.eSeries.join(', ')}</p> : null}
      {decoded.alternatives.map((alt) => (
        <div key={alt.notation}>
          <p>
            Less usual, but possible: <strong>{formatSi(alt.ohms, 'Ω')}</strong>
          </p>
          <Reading r={alt} />
        </div>
      ))}
      {decoded.notes.map((n) => (
        <p key={n} className="muted small">
          {n}
        </p>
      ))}
    </div>
  );
}

function Encoder({ text }: { text: string }) {
  const parsed = parseValue(text, { expectedUnit: 'Ω' });
  if (!parsed.ok) return <p className="field-error">{parsed.error}</p>;
  const markings = smdMarkingsFor(parsed.value);
  if (!markings.ok) return <p className="field-error">{markings.error}</p>;
  const rows: [string, string | null][] = [
    ['3-digit (5 %)', markings.threeDigit],
    ['4-digit (1 %)', markings.fourDigit],
    ['EIA-96 (1 %)', markings.eia96],
  ];
  return (
    <ul>
      {rows.map(([label, code]) => (
        <li key={label}>
          {label}:{' '}
          {code ? (
            <span className="cid-code">{code}</span>
          ) : (
            <span className="muted">not printable in this system</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** SMD resistor codes both ways: marking to value, and value to the markings to look for. */
export function SmdResistorCodesPage() {
  const url = useUrlState();
  const code = url.get('code');
  const value = url.get('value');
  return (
    <div className="page cid-page">
      <h1>SMD resistor codes</h1>
      <p className="lead">
        3-digit (472), 4-digit (4701), R notation (4R7), letter codes (4K7, 4M7), EIA-96 (01C) and milliohm
        codes.
      </p>
      <SearchBox
        label="Code on the resistor"
        name="code"
        value={code}
        onChange={(v) => url.set({ code: v })}
        placeholder="e.g. 472, 4R7, 01C"
      />
      <section aria-live="polite" aria-label="Decoded value">
        {code.trim() ? <Decoder code={code} /> : null}
      </section>
      <h2>Which code will a value carry?</h2>
      <SearchBox
        label="Resistance"
        name="value"
        value={value}
        onChange={(v) => url.set({ value: v })}
        placeholder="e.g. 4k7, 100R, 0.22"
      />
      <section aria-live="polite" aria-label="Markings for the value">
        {value.trim() ? <Encoder text={value} /> : null}
      </section>
    </div>
  );
}

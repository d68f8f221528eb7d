import { decodeCapacitorMarking } from '@electrobench/electronics/capacitor-marking';
import {
  EIA_VOLTAGE_LETTERS,
  TANTALUM_CASES,
  TOLERANCE_LETTERS,
} from '@electrobench/electronics/capacitor-marking-tables';
import { Alert } from '../../../ui/alert';
import { CopyButton } from '../../../ui/copy-button';
import { SearchBox } from '../../../ui/search-box';
import { useUrlState } from '../../../lib/use-url-state';
import '../shared/component-id.css';
import { formatNumber } from '../../../lib/plural';

const EXAMPLES = ['104K 1H', '107C', '4n7 J', '229', '2A474J', '4.7u'];

/** Capacitor codes: value, tolerance letter and voltage code read from what is printed. */
export function CapacitorCodesPage() {
  const url = useUrlState();
  const code = url.get('code');
  const decoded = code.trim() === '' ? null : decodeCapacitorMarking(code);
  return (
    <div className="page cid-page">
      <h1>Capacitor codes</h1>
      <p className="lead">
        Type the marking as printed: a 3-digit pF code (104), R notation (4R7), a unit letter (4n7, n47,
        4.7u), then any tolerance letter and voltage code (1H = 50 V, or a tantalum letter). Film and ceramic
        parts may carry the voltage code before or after the value (2A474J, 104K1H).
      </p>
      <SearchBox
        label="Capacitor marking"
        name="code"
        value={code}
        onChange={(v) => url.set({ code: v })}
        placeholder="e.g. 104K 1H"
      />
      <p className="small">
        Try:{' '}
        {EXAMPLES.map((e) => (
          <button key={e} type="button" className="cid-chip" onClick={() => url.set({ code: e })}>
            {e}
          </button>
        ))}
      </p>
      <section aria-live="polite" aria-label="Decoded value">
        {decoded === null ? null : !decoded.ok ? (
          <Alert variant="warning" title="Could not read this marking">
            {decoded.error}
          </Alert>
        ) : (
          <div className="card stack">
            <p className="cid-decoded">
              {decoded.capacitance.display}
              {decoded.tolerance ? ` ${decoded.tolerance.text}` : ''}
              {decoded.voltage ? ` ${decoded.voltage.volts} V` : ''}{' '}
              <CopyButton text={decoded.capacitance.display} label="Copy value" />
            </p>
            <p>
              = {formatNumber(decoded.capacitance.picofarads)} pF = {decoded.capacitance.nanofarads} nF ={' '}
              {decoded.capacitance.microfarads} µF
            </p>
            <p className="muted">
              {decoded.capacitance.formula}. {decoded.capacitance.explanation}
            </p>
            {decoded.voltage ? <p className="muted">Voltage: {decoded.voltage.formula}</p> : null}
            {decoded.notes.map((n) => (
              <p key={n} className="muted small">
                {n}
              </p>
            ))}
          </div>
        )}
      </section>
      <details className="card">
        <summary>Reference tables</summary>
        <h2>Tolerance letters</h2>
        <p>
          {Object.values(TOLERANCE_LETTERS).map((t) => (
            <span key={t.letter} className="cid-chip">
              {t.letter} = {t.text}
            </span>
          ))}
        </p>
        <h2>EIA voltage codes</h2>
        <p className="small">
          A digit and a letter: the letter gives the figures, the digit the power of ten (1H = 5.0 × 10 = 50
          V). Letters:{' '}
          {Object.entries(EIA_VOLTAGE_LETTERS)
            .map(([l, v]) => `${l} ${v}`)
            .join(', ')}
          .
        </p>
        <h2>Tantalum case sizes</h2>
        <ul className="small">
          {TANTALUM_CASES.map((c) => (
            <li key={c.letter}>
              {c.letter}: EIA {c.eiaMetric} metric ({c.eiaInch} inch) {c.note}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

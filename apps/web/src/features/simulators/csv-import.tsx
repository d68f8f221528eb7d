import { parseCurveCsv } from '@electrobench/simulation/vi-tracer/csv-curve';
import type { Curve } from '@electrobench/simulation/vi-tracer/similarity';
import { useId, useState } from 'react';
import { countOf } from '../../lib/plural';

export interface MeasuredCurve {
  name: string;
  curve: Curve;
}

interface CsvImportProps {
  measured: MeasuredCurve | null;
  onChange: (measured: MeasuredCurve | null) => void;
}

const MAX_BYTES = 2_000_000;

/** FileReader rather than Blob.text(), which older Safari and jsdom lack. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

/** Loads a measured signature (voltage, current columns) to overlay and score. */
export function CsvImport({ measured, onChange }: CsvImportProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  async function load(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setError('The file is larger than 2 MB.');
      return;
    }
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setError('The file could not be read.');
      return;
    }
    const result = parseCurveCsv(text);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    onChange({ name: file.name, curve: result.curve });
  }

  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Measured curve (CSV)
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => void load(event.target.files?.[0])}
      />
      <p id={`${id}-hint`} className="field-hint">
        Two columns: voltage in volts, then current in amperes (a header naming mA or µA scales it).
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {measured ? (
        <p className="sim-inline">
          Showing <strong>{measured.name}</strong> ({countOf(measured.curve.voltage.length, 'point')}){' '}
          <button type="button" className="btn btn-ghost btn-small" onClick={() => onChange(null)}>
            Remove
          </button>
        </p>
      ) : null}
    </div>
  );
}

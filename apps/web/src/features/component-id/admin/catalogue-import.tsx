import {
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_KINDS,
  type CatalogueKind,
} from '@electrobench/contracts/component-constants';
import { useState, type FormEvent } from 'react';
import { readableError } from '../../../lib/forms';
import { Alert } from '../../../ui/alert';
import { useCatalogueKinds, useImportCatalogue, type ImportOutcome } from './api';
import { formatNumber } from '../../../lib/plural';

function Outcome({ outcome }: { outcome: ImportOutcome }) {
  if (outcome.committed) {
    const r = outcome.report;
    return (
      <Alert variant="success" title="Catalogue imported">
        {formatNumber(r.total_rows)} rows read: {formatNumber(r.inserted)} new, {formatNumber(r.updated)}{' '}
        changed, {formatNumber(r.valid_rows - r.inserted - r.updated)} already up to date.
      </Alert>
    );
  }
  return (
    <Alert variant="danger" title="Nothing was imported">
      <p>{outcome.summary}</p>
      <div className="results-table-wrap">
        <table className="results-table">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Why it was rejected</th>
            </tr>
          </thead>
          <tbody>
            {outcome.rows.map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td>{row.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Alert>
  );
}

/** Bulk import of a catalogue file: validated whole, written whole or not at all. */
export function CatalogueImport() {
  const kinds = useCatalogueKinds();
  const run = useImportCatalogue();
  const [kind, setKind] = useState<CatalogueKind>('smd-codes');
  const [file, setFile] = useState<File | null>(null);
  const info = kinds.data?.find((k) => k.kind === kind);
  const columns = info?.columns ?? [];
  const tooBig = file !== null && file.size > CATALOGUE_IMPORT_MAX_BYTES;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (file && !tooBig) run.mutate({ kind, file });
  }

  return (
    <section className="card stack" aria-labelledby="import-heading">
      <h2 id="import-heading">Import a catalogue</h2>
      <p className="muted">
        CSV with a header row, or JSON (an array of objects), with the columns below. Rows are matched on
        their natural key: existing entries are updated, new ones added. One bad row and nothing is written;
        the report lists every problem. For soa, second-breakdown and rbsoa the counts are points and limits.
      </p>
      <form className="form" onSubmit={submit}>
        <div className="field">
          <label className="field-label" htmlFor="import-kind">
            Catalogue
          </label>
          <select
            id="import-kind"
            className="input"
            value={kind}
            onChange={(e) => setKind(e.target.value as CatalogueKind)}
          >
            {CATALOGUE_KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </div>
        {info ? (
          <div className="small stack">
            <p>
              Columns: <code>{columns.join(',')}</code>
            </p>
            {info.optional_columns.length > 0 ? (
              <p>
                May be left out (an empty cell means the default):{' '}
                <code>{info.optional_columns.join(',')}</code>
              </p>
            ) : null}
            <p>Rows match stored ones by {info.matched_by}.</p>
          </div>
        ) : null}
        <div className="field">
          <label className="field-label" htmlFor="import-file">
            File (.csv or .json, up to {CATALOGUE_IMPORT_MAX_BYTES / 1024 / 1024} MB)
          </label>
          <input
            id="import-file"
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {tooBig ? (
            <p className="field-error">This file is too large; split it into several files.</p>
          ) : null}
        </div>
        <div className="actions">
          <button type="submit" className="btn btn-primary" disabled={!file || tooBig || run.isPending}>
            {run.isPending ? 'Importing… (large files take a while)' : 'Import'}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {run.isError ? <Alert variant="danger">{readableError(run.error)}</Alert> : null}
        {run.data ? <Outcome outcome={run.data} /> : null}
      </div>
    </section>
  );
}

import type { Igbt } from '@electrobench/contracts/transistors';
import { lazy, Suspense, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { CopyButton } from '../../../ui/copy-button';
import { ReportMistakeLink } from '../../../ui/report-mistake-link';
import { rating } from '../shared/format';
import { PagedResults } from '../../../ui/paged-results';
import { SearchBox } from '../../../ui/search-box';
import { useUrlState } from '../../../lib/use-url-state';
import { useSoa } from '../transistors/api';
import { TransistorError } from '../transistors/transistor-error';
import { AddToListButton } from '../lists/add-to-list';
import { igbtQuery, useIgbtSearch } from './api';
import '../shared/component-id.css';

const SoaChart = lazy(() => import('../transistors/soa-chart').then((m) => ({ default: m.SoaChart })));

function IgbtSoa({ id }: { id: number }) {
  const soa = useSoa(id);
  if (soa.isError) return <TransistorError error={soa.error} onRetry={() => void soa.refetch()} />;
  if (!soa.data) return <Spinner label="Loading the safe operating area…" />;
  return (
    <Suspense fallback={<Spinner label="Drawing the chart…" />}>
      <SoaChart soa={soa.data} />
    </Suspense>
  );
}

/** "1.65 V typ, 2.0 V max at 27 A", or whichever of the two the datasheet gives. */
function saturation(g: Igbt): string {
  const values = [
    g.vce_sat_typ !== null ? `${rating(g.vce_sat_typ, 'V')} typ` : '',
    g.vce_sat_max !== null ? `${rating(g.vce_sat_max, 'V')} max` : '',
  ].filter(Boolean);
  if (values.length === 0) return 'VCE(sat) not given';
  const at = g.vce_sat_test_ic !== null ? ` at ${rating(g.vce_sat_test_ic, 'A')}` : '';
  return `VCE(sat) ${values.join(', ')}${at}`;
}

function IgbtRow({ g, onSimilar }: { g: Igbt; onSimilar: (g: Igbt) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="card">
      <div className="cid-card-head">
        <h2 className="cid-code">{g.mpn}</h2>
        <CopyButton text={g.mpn} label="Copy part number" />
        {g.marking ? <span className="muted">marked {g.marking}</span> : null}
      </div>
      <p>
        <strong>{rating(g.vces, 'V')}</strong> · {rating(g.ic_25, 'A')} at 25 °C
        {g.ic_100 !== null ? ` · ${rating(g.ic_100, 'A')} at 100 °C` : ''}
        {g.ic_hot !== null && g.ic_hot_tc !== null
          ? ` · ${rating(g.ic_hot, 'A')} at ${g.ic_hot_tc} °C`
          : ''}{' '}
        · {g.package} · {g.copack_diode ? 'with anti-parallel diode' : 'no diode'}
      </p>
      <p className="muted small">
        {saturation(g)} · Pd {rating(g.pd, 'W')} · {g.technology ?? 'technology not named'} · {g.manufacturer}
      </p>
      <div className="actions">
        <AddToListButton part={{ kind: 'igbt', id: g.id, label: g.mpn }} />
        <button type="button" className="btn btn-secondary btn-small" onClick={() => onSimilar(g)}>
          Find parts rated at least as high
        </button>
        {g.soa_id !== null ? (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide' : 'Show'} safe operating area
          </button>
        ) : null}
      </div>
      {open && g.soa_id !== null ? <IgbtSoa id={g.soa_id} /> : null}
      <p className="muted small">
        Source: {g.source}{' '}
        <ReportMistakeLink
          subject={`${g.mpn} (IGBT)`}
          path={`/tools/igbt-xref?q=${encodeURIComponent(g.mpn)}`}
        />
      </p>
    </li>
  );
}

/** IGBT XRef: by number or marking, or by minimum voltage and current and the package. */
export function IgbtXrefPage() {
  const url = useUrlState();
  const text = url.get('q');
  const raw = igbtQuery(text, url.get('voltage'), url.get('current'), url.get('package'), url.page);
  const query = JSON.parse(useDebouncedValue(JSON.stringify(raw), SEARCH_DEBOUNCE_MS)) as typeof raw;
  const result = useIgbtSearch(query);
  const similar = (g: Igbt) => url.set({ q: null, voltage: g.vces, current: g.ic_25, package: g.package });
  return (
    <div className="page cid-page">
      <h1>IGBT cross-reference</h1>
      <p className="lead">
        Search by part number or body marking, or by the ratings a replacement needs. Smallest adequate parts
        come first.
      </p>
      <SearchBox
        label="Part number or marking"
        name="q"
        value={text}
        onChange={(v) => url.set({ q: v })}
        placeholder="e.g. IKW40N120H3, K40H1203"
        hint="At least 2 characters."
      />
      <div className="cid-toolbar">
        <TextField
          label="VCES at least (V)"
          name="voltage"
          inputMode="decimal"
          value={url.get('voltage')}
          onValueChange={(v) => url.set({ voltage: v })}
        />
        <TextField
          label="IC at 25 °C at least (A)"
          name="current"
          inputMode="decimal"
          value={url.get('current')}
          onValueChange={(v) => url.set({ current: v })}
        />
        <TextField
          label="Package"
          name="package"
          value={url.get('package')}
          onValueChange={(v) => url.set({ package: v })}
          placeholder="e.g. TO-247"
        />
      </div>
      <section aria-live="polite" aria-label="IGBTs">
        <PagedResults
          query={result}
          noun="IGBTs"
          one="IGBT"
          label="IGBT results"
          page={url.page}
          onPage={(page) => url.set({ page })}
        >
          <ul className="cid-cards">
            {result.data?.items.map((g) => (
              <IgbtRow key={g.id} g={g} onSimilar={similar} />
            ))}
          </ul>
        </PagedResults>
      </section>
    </div>
  );
}

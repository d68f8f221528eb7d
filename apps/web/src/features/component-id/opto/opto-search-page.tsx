import type { Optocoupler } from '@electrobench/contracts/transistors';
import { OPTO_OUTPUT_TYPES } from '@electrobench/contracts/transistor-constants';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { CopyButton } from '../../../ui/copy-button';
import { ReportMistakeLink } from '../../../ui/report-mistake-link';
import { rating } from '../shared/format';
import { QueryState } from '../../../ui/query-state';
import { ResultsTable, type ResultColumn } from '../../../ui/paged-results';
import { SearchBox } from '../../../ui/search-box';
import { useUrlState } from '../../../lib/use-url-state';
import { useOptoSearch } from '../igbt/api';
import { Pager } from '../../../ui/pager';
import '../shared/component-id.css';
import { FilterSelect } from '../../../ui/filter-select';
import { OptoEquivalents } from './opto-equivalents';
import { AddToListButton } from '../lists/add-to-list';

const norm = (mpn: string) => mpn.toUpperCase().replace(/[^A-Z0-9]/g, '');

const OUTPUT_LABELS: Record<Optocoupler['output_type'], string> = {
  transistor: 'Phototransistor',
  darlington: 'Darlington',
  triac: 'Triac',
  'zero-cross-triac': 'Zero-cross triac',
  logic: 'Logic gate',
  'gate-driver': 'Gate driver',
  photovoltaic: 'Photovoltaic',
};

function transfer(o: Optocoupler): string {
  if (o.ctr_min_pct !== null || o.ctr_max_pct !== null) {
    return `CTR ${o.ctr_min_pct ?? '–'}–${o.ctr_max_pct ?? '–'} % at IF ${o.ctr_test_if_ma ?? '?'} mA`;
  }
  if (o.trigger_if_max_ma !== null) return `trigger IFT ≤ ${o.trigger_if_max_ma} mA`;
  return '';
}

const COLUMNS: readonly ResultColumn<Optocoupler>[] = [
  {
    header: 'Part',
    rowHeader: true,
    cell: (o) => (
      <>
        {o.mpn} <CopyButton text={o.mpn} label="Copy part number" />{' '}
        <AddToListButton
          part={{ kind: 'opto', id: o.id, label: o.mpn }}
          className="btn btn-ghost btn-small"
        />
      </>
    ),
  },
  { header: 'Output', primary: true, cell: (o) => OUTPUT_LABELS[o.output_type] },
  { header: 'Transfer', primary: true, cell: transfer },
  { header: 'Output V max', primary: true, cell: (o) => rating(o.output_v_max, 'V') },
  { header: 'Isolation', cell: (o) => `${o.isolation_vrms} Vrms` },
  { header: 'Channels / pins', cell: (o) => `${o.channels} / ${o.pins} (${o.package})` },
  { header: 'Maker', cell: (o) => <span title={o.source}>{o.manufacturer}</span> },
  {
    header: 'Equivalents',
    cell: (o) => (
      <>
        {o.equivalents.join(', ') || '–'}
        <br />
        <ReportMistakeLink
          subject={`${o.mpn} (optocoupler)`}
          path={`/tools/opto-search?q=${encodeURIComponent(o.mpn)}`}
        />
      </>
    ),
  },
];

export function OptoSearchPage() {
  const url = useUrlState();
  const text = url.get('q');
  const q = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const type = url.get('type');
  const result = useOptoSearch(q, type, url.page);
  const items = result.data?.items ?? [];
  const tooShort = q.trim().length < 2;
  // Substitutes are offered for the part typed in full, not for every part a prefix matches.
  const exact = tooShort ? undefined : items.find((o) => norm(o.mpn) === norm(q));
  return (
    <div className="page cid-page">
      <h1>Optocoupler cross-reference</h1>
      <p className="lead">
        Type a part number to see it, its rank variants and the parts that name it as an equivalent.
      </p>
      <div className="cid-toolbar">
        <SearchBox
          label="Part number"
          name="q"
          value={text}
          onChange={(v) => url.set({ q: v })}
          placeholder="e.g. PC817, MOC3063, 6N137"
          hint="At least 2 characters."
        />
        <FilterSelect
          id="opto-type"
          label="Output"
          value={type}
          anyLabel="Any output"
          options={OPTO_OUTPUT_TYPES.map((t) => ({ value: t, label: OUTPUT_LABELS[t] }))}
          onChange={(v) => url.set({ type: v })}
        />
      </div>
      <section aria-live="polite" aria-label="Optocouplers">
        {tooShort ? (
          <p className="muted">Type at least 2 characters of the part number.</p>
        ) : (
          <QueryState query={result} noun="optocouplers" isEmpty={() => items.length === 0}>
            <ResultsTable columns={COLUMNS} rows={items} rowKey={(o) => o.id} />
            <Pager
              page={url.page}
              totalPages={result.data?.total_pages ?? 0}
              onPage={(page) => url.set({ page })}
              label="Optocoupler results"
            />
          </QueryState>
        )}
      </section>
      {exact ? <OptoEquivalents mpn={exact.mpn} /> : null}
    </div>
  );
}

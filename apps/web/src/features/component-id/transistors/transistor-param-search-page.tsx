import type { Transistor } from '@electrobench/contracts/transistors';
import { POLARITIES, TRANSISTOR_TYPES } from '@electrobench/contracts/transistor-constants';
import { PAGE_SIZE } from '@electrobench/contracts/limits';
import { skipForPage } from '@electrobench/contracts/paging';
import { Link } from 'react-router';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { Spinner } from '../../../ui/spinner';
import { rating } from '../shared/format';
import { FilterSelect } from '../../../ui/filter-select';
import { Pager } from '../../../ui/pager';
import { ResultsTable, type ResultColumn } from '../../../ui/paged-results';
import { useUrlState } from '../../../lib/use-url-state';
import { useTransistorParams, useTransistorSearch } from './api';
import { RangeFields, readBound } from './param-fields';
import { TYPE_LABELS } from './part-rows';
import { TransistorError } from './transistor-error';
import '../shared/component-id.css';
import { formatNumber } from '../../../lib/plural';

const LIMIT = PAGE_SIZE.userLists;

const COLUMNS: readonly ResultColumn<Transistor>[] = [
  {
    header: 'Part',
    rowHeader: true,
    cell: (p) => (
      <Link to={`/tools/transistor-xref?mpn=${encodeURIComponent(p.mpn)}&q=${encodeURIComponent(p.mpn)}`}>
        {p.mpn}
      </Link>
    ),
  },
  {
    header: 'Type',
    primary: true,
    cell: (p) => `${TYPE_LABELS[p.type]} ${p.polarity.toUpperCase()}${p.dies === 2 ? ', dual' : ''}`,
  },
  { header: 'Package / pins', cell: (p) => `${p.package} · ${p.pinout}` },
  {
    header: 'V',
    label: 'Voltage',
    primary: true,
    className: 'nowrap',
    cell: (p) => rating(p.v_ceo_or_vds, 'V'),
  },
  { header: 'I', label: 'Current', primary: true, className: 'nowrap', cell: (p) => rating(p.ic_or_id, 'A') },
  { header: 'Pd', label: 'Power (Pd)', primary: true, className: 'nowrap', cell: (p) => rating(p.pd, 'W') },
  {
    header: 'hFE or RDS(on)',
    cell: (p) =>
      p.rds_on_ohm !== null
        ? rating(p.rds_on_ohm, 'Ω')
        : p.hfe_min !== null || p.hfe_max !== null
          ? `${p.hfe_min ?? '–'} … ${p.hfe_max ?? '–'}`
          : '–',
  },
  { header: 'Maker', cell: (p) => p.manufacturer },
];

const DIES_OPTIONS = [
  { value: '1', label: 'One' },
  { value: '2', label: 'Two (dual)' },
];

/** Transistor parameter search: bounds on ratings, type, polarity and package; state in the URL. */
export function TransistorParamSearchPage() {
  const url = useUrlState();
  const params = useTransistorParams();
  const type = url.get('type');
  const ranges = (params.data ?? []).filter(
    (p) => p.kind === 'number' && (type === '' || p.applies_to.some((t) => t === type)),
  );
  const query: Record<string, string> = {
    type,
    polarity: url.get('polarity'),
    package: url.get('package'),
    dies: url.get('dies'),
  };
  let invalid = false;
  for (const p of ranges) {
    for (const bound of ['min', 'max'] as const) {
      const read = readBound(url.get(`${p.key}_${bound}`), p.unit);
      if ('error' in read) invalid = true;
      else query[`${p.key}_${bound}`] = read.value;
    }
  }
  query.skip = String(skipForPage(url.page, LIMIT));
  query.limit = String(LIMIT);
  // Debounced as text: a fresh object every render would restart the timer forever.
  const settledKey = useDebouncedValue(JSON.stringify(query), SEARCH_DEBOUNCE_MS);
  const settled = JSON.parse(settledKey) as Record<string, string>;
  const anyCriterion = Object.entries(settled).some(([k, v]) => !['skip', 'limit'].includes(k) && v !== '');
  const search = useTransistorSearch(settled, anyCriterion && !invalid);
  const data = search.data;

  return (
    <div className="page cid-page">
      <h1>Transistor parameter search</h1>
      <p className="lead">
        Set the ratings a part must have; the smallest parts that meet them come first. Prefixes work: 500m =
        0.5.
      </p>
      <form
        className="cid-filters card"
        onSubmit={(event) => event.preventDefault()}
        aria-label="Search criteria"
      >
        <FilterSelect
          id="ps-type"
          label="Type"
          value={type}
          anyLabel="Any"
          options={TRANSISTOR_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          onChange={(value) => url.set({ type: value })}
        />
        <FilterSelect
          id="ps-polarity"
          label="Polarity"
          value={url.get('polarity')}
          anyLabel="Any"
          options={POLARITIES.map((p) => ({ value: p, label: p.toUpperCase() }))}
          onChange={(value) => url.set({ polarity: value })}
        />
        <div className="field">
          <label className="field-label" htmlFor="ps-package">
            Package
          </label>
          <input
            id="ps-package"
            className="input"
            value={url.get('package')}
            placeholder="e.g. TO-220"
            onChange={(e) => url.set({ package: e.target.value })}
          />
        </div>
        <FilterSelect
          id="ps-dies"
          label="Transistors in the package"
          value={url.get('dies')}
          anyLabel="Any"
          options={DIES_OPTIONS}
          onChange={(value) => url.set({ dies: value })}
        />
        {params.isError ? (
          <TransistorError error={params.error} onRetry={() => void params.refetch()} />
        ) : null}
        {ranges.map((p) => (
          <RangeFields
            key={p.key}
            param={p}
            min={url.get(`${p.key}_min`)}
            max={url.get(`${p.key}_max`)}
            onChange={(bound, value) => url.set({ [`${p.key}_${bound}`]: value })}
          />
        ))}
      </form>
      <section aria-labelledby="ps-results" aria-live="polite" className="stack">
        <h2 id="ps-results">Results</h2>
        {!anyCriterion ? (
          <p className="muted">Choose a type or enter at least one rating.</p>
        ) : invalid ? (
          <p className="field-error">Correct the highlighted values to search.</p>
        ) : search.isError ? (
          <TransistorError error={search.error} onRetry={() => void search.refetch()} />
        ) : !data ? (
          <Spinner label="Searching…" />
        ) : data.items.length === 0 ? (
          <p className="muted">
            No transistor meets all of these criteria. Relax a bound or clear the package.
          </p>
        ) : (
          <>
            <p className="muted">
              {data.total_capped
                ? `More than ${formatNumber(data.total_items)}`
                : formatNumber(data.total_items)}{' '}
              parts
            </p>
            <ResultsTable columns={COLUMNS} rows={data.items} rowKey={(p) => p.id} />
            <Pager
              page={url.page}
              totalPages={data.total_pages}
              onPage={(page) => url.set({ page })}
              label="Transistor results"
            />
          </>
        )}
      </section>
    </div>
  );
}

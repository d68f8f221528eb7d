import { explainNoMatch, parseMarkingQuery } from '@electrobench/electronics/marking-lookup';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { CopyButton } from '../../../ui/copy-button';
import { ReportMistakeLink } from '../../../ui/report-mistake-link';
import { rating } from '../shared/format';
import type { FuseMarking } from '@electrobench/contracts/components';
import { PagedResults, ResultsTable, type ResultColumn } from '../../../ui/paged-results';
import { SearchBox } from '../../../ui/search-box';
import { useUrlState } from '../../../lib/use-url-state';
import { useFuseMarkings } from './api';
import '../shared/component-id.css';

const KIND_LABELS = {
  'fast-acting': 'fast-acting',
  'slow-blow': 'slow-blow',
  'ptc-resettable': 'PTC resettable',
} as const;

const COLUMNS: readonly ResultColumn<FuseMarking>[] = [
  { header: 'Code', rowHeader: true, cell: (f) => <span className="cid-code">{f.code}</span> },
  {
    header: 'Rating',
    primary: true,
    className: 'nowrap',
    cell: (f) => <strong>{rating(f.rating_a, 'A')}</strong>,
  },
  {
    header: 'Part',
    primary: true,
    cell: (f) => (
      <>
        {f.part_number} <CopyButton text={f.part_number} label="Copy part number" />
      </>
    ),
  },
  { header: 'Series', primary: true, cell: (f) => f.series },
  { header: 'Type', className: 'nowrap', cell: (f) => KIND_LABELS[f.fuse_kind] },
  { header: 'Size', primary: true, cell: (f) => f.package },
  { header: 'Max voltage', className: 'nowrap', cell: (f) => rating(f.voltage_v, 'V') },
  {
    header: 'Maker and source',
    label: 'Maker',
    className: 'small',
    cell: (f) => (
      <>
        {f.manufacturer}
        <br />
        <span className="muted">{f.source}</span>
        <br />
        <ReportMistakeLink
          subject={`fuse code ${f.code} (${f.part_number})`}
          path={`/tools/smd-fuse-markings?q=${encodeURIComponent(f.code)}`}
        />
      </>
    ),
  },
];

export function FuseMarkingsPage() {
  const url = useUrlState();
  const text = url.get('q');
  // Spaces are dropped and the input checked here with the server's own rules (marking-lookup).
  const typed = parseMarkingQuery(text, 'fuse');
  const q = useDebouncedValue(typed.ok ? typed.text : text, SEARCH_DEBOUNCE_MS);
  const searched = parseMarkingQuery(q, 'fuse');
  const result = useFuseMarkings(q, url.page, searched.ok);
  return (
    <div className="page cid-page">
      <h1>SMD fuse markings</h1>
      <p className="lead">
        Chip fuses carry a single letter or digit for the current rating. The same letter means different
        currents in different series: check the series and the chip size.
      </p>
      <SearchBox
        label="Code, part number or series"
        name="q"
        value={text}
        onChange={(v) => url.set({ q: v })}
        placeholder="e.g. D, N, 0466"
        error={typed.ok ? undefined : typed.error}
      />
      <section aria-live="polite" aria-label="Fuse codes" hidden={!searched.ok}>
        <PagedResults
          query={result}
          noun="fuse codes"
          one="fuse code"
          label="Fuse codes"
          page={url.page}
          onPage={(page) => url.set({ page })}
          empty={
            searched.ok && searched.text !== '' ? (
              <p className="muted">{explainNoMatch(searched, 'fuse')}</p>
            ) : undefined
          }
        >
          <ResultsTable columns={COLUMNS} rows={result.data?.items ?? []} rowKey={(f) => f.id} />
        </PagedResults>
      </section>
    </div>
  );
}

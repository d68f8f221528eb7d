import type { DiodeMarking } from '@electrobench/contracts/components';
import { DIODE_KINDS } from '@electrobench/contracts/component-constants';
import { explainNoMatch, parseMarkingQuery } from '@electrobench/electronics/marking-lookup';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { CopyButton } from '../../../ui/copy-button';
import { ReportMistakeLink } from '../../../ui/report-mistake-link';
import { rating } from '../shared/format';
import { PagedResults, ResultsTable, type ResultColumn } from '../../../ui/paged-results';
import { SearchBox } from '../../../ui/search-box';
import { useUrlState } from '../../../lib/use-url-state';
import { useDiodeMarkings } from './api';
import '../shared/component-id.css';
import { FilterSelect } from '../../../ui/filter-select';

const KIND_LABELS: Record<DiodeMarking['kind'], string> = {
  switching: 'Switching',
  zener: 'Zener',
  schottky: 'Schottky',
  tvs: 'TVS',
  rectifier: 'Rectifier',
  esd: 'ESD protection',
  'led-other': 'LED / other',
};

/** The rating that identifies the diode: zener voltage, TVS stand-off/breakdown, or reverse voltage. */
function keyRating(d: DiodeMarking): string {
  if (d.kind === 'zener') return `Vz ${rating(d.vz_v, 'V')}`;
  if (d.kind === 'tvs') return `VRWM ${rating(d.vrwm_v, 'V')}, VBR ${rating(d.vbr_v, 'V')}`;
  const parts = [
    d.vr_v !== null ? `VR ${rating(d.vr_v, 'V')}` : '',
    d.if_a !== null ? `IF ${rating(d.if_a, 'A')}` : '',
  ];
  return parts.filter(Boolean).join(', ') || '–';
}

const COLUMNS: readonly ResultColumn<DiodeMarking>[] = [
  {
    header: 'Code',
    rowHeader: true,
    cell: (d) => (
      <>
        <span className="cid-code">{d.code}</span> <CopyButton text={d.code} label="Copy code" />
      </>
    ),
  },
  {
    header: 'Part',
    primary: true,
    cell: (d) => (
      <>
        {d.part_number} <CopyButton text={d.part_number} label="Copy part number" />
      </>
    ),
  },
  { header: 'Kind', primary: true, cell: (d) => KIND_LABELS[d.kind] },
  { header: 'Rating', primary: true, cell: keyRating },
  { header: 'Package', cell: (d) => d.package },
  { header: 'Maker', cell: (d) => d.manufacturer },
  {
    header: 'Notes',
    className: 'small',
    cell: (d) => (
      <>
        {d.description}
        <br />
        <span className="muted">{d.source}</span>
        <br />
        <ReportMistakeLink
          subject={`diode code ${d.code} (${d.part_number})`}
          path={`/tools/diode-markings?q=${encodeURIComponent(d.code)}`}
        />
      </>
    ),
  },
];

export function DiodeMarkingsPage() {
  const url = useUrlState();
  const text = url.get('q');
  // Spaces are dropped and the input checked here with the server's own rules (marking-lookup).
  const typed = parseMarkingQuery(text, 'diode');
  const q = useDebouncedValue(typed.ok ? typed.text : text, SEARCH_DEBOUNCE_MS);
  const searched = parseMarkingQuery(q, 'diode');
  const kind = url.get('kind');
  const result = useDiodeMarkings(q, kind, url.page, searched.ok);
  return (
    <div className="page cid-page">
      <h1>Diode markings</h1>
      <p className="lead">
        SMD diode, zener, Schottky, TVS and rectifier codes with the ratings that identify them.
      </p>
      <div className="cid-toolbar">
        <SearchBox
          label="Code or part number"
          name="q"
          value={text}
          onChange={(v) => url.set({ q: v })}
          placeholder="e.g. W2, A7, BZT52"
          error={typed.ok ? undefined : typed.error}
        />
        <FilterSelect
          id="diode-kind"
          label="Kind"
          value={kind}
          anyLabel="All kinds"
          options={DIODE_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          onChange={(v) => url.set({ kind: v })}
        />
      </div>
      <section aria-live="polite" aria-label="Diode codes" hidden={!searched.ok}>
        <PagedResults
          query={result}
          noun="diode codes"
          one="diode code"
          label="Diode codes"
          page={url.page}
          onPage={(page) => url.set({ page })}
          empty={
            searched.ok && searched.text !== '' ? (
              <p className="muted">{explainNoMatch(searched, 'diode')}</p>
            ) : undefined
          }
        >
          <ResultsTable columns={COLUMNS} rows={result.data?.items ?? []} rowKey={(d) => d.id} />
        </PagedResults>
      </section>
    </div>
  );
}

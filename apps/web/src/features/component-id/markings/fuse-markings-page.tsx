import { explainNoMatch, parseMarkingQuery } from '@electrobench/electronics/marking-lookup';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { CopyButton } from '../../../ui/copy-button';
import { ReportMistakeLink } from '../../../ui/report-mistake-link';
import { rating } from '../shared/format';
import { PagedResults, ResultsTable } from '../../../ui/paged-results';
import { SearchBox } from '../../../ui/search-box';
import { useUrlState } from '../../../lib/use-url-state';
import { useFuseMarkings } from './api';
import '../shared/component-id.css';

const KIND_LABELS = {
  'fast-acting': 'fast-acting',
  'slow-blow': 'slow-blow',
  'ptc-resettable': 'PTC resettable',
} as const;

const COLUMNS = ['Code', 'Rating', 'Part', 'Series', 'Type', 'Size', 'Max voltage', 'Maker and source'];

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
          <ResultsTable columns={COLUMNS}>
            {result.data?.items.map((f) => (
              <tr key={f.id}>
                <th scope="row">
                  <span className="cid-code">{f.code}</span>
                </th>
                <td>
                  <strong>{rating(f.rating_a, 'A')}</strong>
                </td>
                <td>
                  {f.part_number} <CopyButton text={f.part_number} label="Copy part number" />
                </td>
                <td>{f.series}</td>
                <td>{KIND_LABELS[f.fuse_kind]}</td>
                <td>{f.package}</td>
                <td>{rating(f.voltage_v, 'V')}</td>
                <td className="small">
                  {f.manufacturer}
                  <br />
                  <span className="muted">{f.source}</span>
                  <br />
                  <ReportMistakeLink
                    subject={`fuse code ${f.code} (${f.part_number})`}
                    path={`/tools/smd-fuse-markings?q=${encodeURIComponent(f.code)}`}
                  />
                </td>
              </tr>
            ))}
          </ResultsTable>
        </PagedResults>
      </section>
    </div>
  );
}

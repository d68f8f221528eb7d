import type { FacetValue, SmdComponent } from '@electrobench/contracts/components';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth/use-auth';
import { loginPathFor } from '../../../lib/safe-next';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { CopyButton } from '../../../ui/copy-button';
import { ReportMistakeLink } from '../../../ui/report-mistake-link';
import { Pager } from '../../../ui/pager';
import { QueryState } from '../../../ui/query-state';
import { SearchBox } from '../../../ui/search-box';
import { Skeleton } from '../../../ui/skeleton';
import { useUrlState } from '../../../lib/use-url-state';
import { AddToListButton } from '../lists/add-to-list';
import { useSmdSearch } from './api';
import { countOf } from '../../../lib/plural';
import '../shared/component-id.css';

// The proposal form (a modal with the schema-checked component form) loads when it is opened.
const ProposeCode = lazy(() => import('./propose-code').then((m) => ({ default: m.ProposeCode })));

type FacetKey = 'package' | 'manufacturer' | 'pin_count';
const FACET_TITLES: Record<FacetKey, string> = {
  package: 'Package',
  manufacturer: 'Maker',
  pin_count: 'Pins',
};

function FacetGroup(props: {
  name: FacetKey;
  values: FacetValue[];
  selected: string;
  onSelect: (v: string) => void;
}) {
  const { name, values, selected, onSelect } = props;
  if (values.length === 0) return null;
  return (
    <div role="group" aria-label={`Filter by ${FACET_TITLES[name].toLowerCase()}`}>
      <span className="field-label">{FACET_TITLES[name]}</span>
      <ul className="cid-facets">
        {values.slice(0, 12).map((f) => (
          <li key={f.value}>
            <button
              type="button"
              className="cid-chip"
              aria-pressed={selected === f.value}
              onClick={() => onSelect(selected === f.value ? '' : f.value)}
            >
              {f.value} <span className="muted">{f.count}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ResultCard({ c }: { c: SmdComponent }) {
  return (
    <li className="card">
      <div className="cid-card-head">
        <h3 className="cid-code">{c.code}</h3>
        <CopyButton text={c.code} label="Copy code" />
        <span aria-hidden="true">→</span>
        <strong>{c.part_number}</strong>
        <CopyButton text={c.part_number} label="Copy part number" />
      </div>
      <p>
        {c.function} · {c.package} ({countOf(c.pin_count, 'pin')}) · {c.manufacturer}
      </p>
      {c.description ? <p className="muted">{c.description}</p> : null}
      <p className="muted small">Source: {c.source}</p>
      <div className="actions">
        <AddToListButton part={{ kind: 'smd', id: c.id, label: `${c.code} · ${c.part_number}` }} />
        <ReportMistakeLink
          subject={`SMD code ${c.code} (${c.part_number})`}
          path={`/tools/smd-search?q=${encodeURIComponent(c.code)}`}
        />
      </div>
    </li>
  );
}

/** SMD Search: type the code printed on the part; facets narrow by package, maker and pins. */
export function SmdSearchPage() {
  const url = useUrlState();
  const { status } = useAuth();
  const location = useLocation();
  const text = url.get('q');
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [proposing, setProposing] = useState(false);
  const filters = {
    package: url.get('package'),
    manufacturer: url.get('manufacturer'),
    pin_count: url.get('pins'),
  };
  const search = useSmdSearch({ search_term: term, page: url.page, ...filters });
  const data = search.data;
  const signedIn = status === 'authenticated';

  return (
    <div className="page cid-page">
      <h1>SMD code search</h1>
      <p className="lead">
        Type the code printed on a surface-mount part. One code often belongs to several parts: match the
        package too.
      </p>
      <SearchBox
        label="Marking code or part number"
        name="q"
        value={text}
        onChange={(value) => url.set({ q: value })}
        placeholder="e.g. 1AM, 1D, W1, BC847"
        hint="Leave out a trailing date or factory letter (1Ft → 1F)."
      />
      {data ? (
        <div className="cid-toolbar">
          <FacetGroup
            name="package"
            values={data.facets.package}
            selected={filters.package}
            onSelect={(v) => url.set({ package: v })}
          />
          <FacetGroup
            name="manufacturer"
            values={data.facets.manufacturer}
            selected={filters.manufacturer}
            onSelect={(v) => url.set({ manufacturer: v })}
          />
          <FacetGroup
            name="pin_count"
            values={data.facets.pin_count}
            selected={filters.pin_count}
            onSelect={(v) => url.set({ pins: v })}
          />
        </div>
      ) : search.isPending ? (
        // The first answer brings the filters above the results: the placeholder stands where both
        // will be, so nothing already on screen moves down when they arrive.
        <Skeleton lines={5} />
      ) : null}
      <section aria-labelledby="smd-results" aria-live="polite" aria-busy={search.isFetching}>
        <h2 id="smd-results" className="visually-hidden">
          Results
        </h2>
        {search.isPending ? null : (
          <QueryState
            query={search}
            noun="SMD codes"
            isEmpty={() => (data?.items.length ?? 0) === 0}
            empty={
              <p>
                No part carries “{term}” in our codebook.{' '}
                {signedIn ? (
                  <button type="button" className="link-button" onClick={() => setProposing(true)}>
                    Propose this code
                  </button>
                ) : (
                  <Link to={loginPathFor(location)}>Log in to propose it</Link>
                )}
              </p>
            }
          >
            {data?.reading ? (
              <p className="alert" data-variant="info">
                {data.reading.note}
              </p>
            ) : null}
            <p className="muted">
              {countOf(data?.total_items ?? 0, 'part')}
              {term ? ` for “${data?.reading?.code ?? term}”` : ''}
            </p>
            <ul className="cid-cards">
              {data?.items.map((c) => (
                <ResultCard key={c.id} c={c} />
              ))}
            </ul>
            <Pager
              page={url.page}
              totalPages={data?.total_pages ?? 0}
              onPage={(page) => url.set({ page })}
              label="SMD results"
            />
          </QueryState>
        )}
      </section>
      {search.isPending ? null : (
        <p className="muted">
          Missing a code?{' '}
          {signedIn ? (
            <button type="button" className="link-button" onClick={() => setProposing(true)}>
              Propose one
            </button>
          ) : (
            <Link to={loginPathFor(location)}>Log in to propose one</Link>
          )}
        </p>
      )}
      {proposing ? (
        <Suspense fallback={null}>
          <ProposeCode initialCode={term} onClose={() => setProposing(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { Spinner } from '../../../ui/spinner';
import { SearchBox } from '../../../ui/search-box';
import { useUrlState } from '../../../lib/use-url-state';
import { useCrossReference, useTransistorLookup, useTransistorPart } from './api';
import { CompareTable } from './compare-table';
import { PartDetail } from './part-detail';
import { TransistorError } from './transistor-error';
import { XrefCandidates } from './xref-candidates';
import '../shared/component-id.css';

const MATCH_TEXT = {
  exact: 'exact',
  'base-part': 'base part of what you typed',
  variant: 'variant',
  family: 'same number, other maker prefix',
  fuzzy: 'similar spelling',
} as const;

/** Retries every failed transistor call on the page, so one alert's button mends them all. */
function useRetryFailed() {
  const client = useQueryClient();
  return () =>
    void client.refetchQueries({ queryKey: ['transistors'], predicate: (q) => q.state.status === 'error' });
}

function Suggestions({
  text,
  onPick,
  errorShownBelow,
}: {
  text: string;
  onPick: (mpn: string) => void;
  /** The cross-reference below already shows an alert (e.g. no connection): one is enough. */
  errorShownBelow: boolean;
}) {
  const lookup = useTransistorLookup(text);
  const retry = useRetryFailed();
  if (text.trim().length < 2) return <p className="muted">Type at least 2 characters of the part number.</p>;
  if (lookup.isError)
    return errorShownBelow ? null : <TransistorError error={lookup.error} onRetry={retry} />;
  if (!lookup.data) return <Spinner label="Looking up…" />;
  if (lookup.data.items.length === 0)
    return <p className="muted">No part number resembles “{text.trim()}”.</p>;
  return (
    <ul className="cid-suggestions" aria-label="Matching part numbers">
      {lookup.data.items.map((item) => (
        <li key={`${item.mpn}|${item.manufacturer}`}>
          <button type="button" className="link-button" onClick={() => onPick(item.mpn)}>
            <strong>{item.mpn}</strong>
          </button>{' '}
          <span className="muted">
            {item.manufacturer} · {item.package} · {item.polarity.toUpperCase()}
            {item.dies === 2 ? ' dual' : ''} · {MATCH_TEXT[item.match]}
          </span>
        </li>
      ))}
    </ul>
  );
}

function CrossReference({
  mpn,
  compare,
  onCompare,
}: {
  mpn: string;
  compare: string;
  onCompare: (m: string) => void;
}) {
  const part = useTransistorPart(mpn);
  const xref = useCrossReference(mpn, 10);
  const retry = useRetryFailed();
  if (part.isError) return <TransistorError error={part.error} onRetry={retry} />;
  if (!part.data) return <Spinner label={`Loading ${mpn}…`} />;
  const chosen = xref.data?.candidates.find((c) => c.part.mpn === compare);
  return (
    <div className="cid-xref-layout">
      <PartDetail part={part.data} />
      <section aria-labelledby="subs-heading" aria-live="polite">
        <h2 id="subs-heading">Possible substitutes</h2>
        {xref.isError ? (
          <TransistorError error={xref.error} onRetry={retry} />
        ) : !xref.data ? (
          <Spinner label="Ranking substitutes…" />
        ) : xref.data.candidates.length === 0 ? (
          <p className="muted">
            {part.data.dies === 2
              ? 'No other dual of the same type and polarity with similar ratings is in the catalogue.'
              : 'No part of the same type and polarity with similar ratings is in the catalogue.'}
          </p>
        ) : (
          <>
            <p className="muted small">
              Same type and polarity only{part.data.dies === 2 ? ', and duals only' : ''}. Ratings are judged
              against {mpn}: a substitute should meet or exceed each one. Always check the pin order before
              fitting.
            </p>
            {chosen ? <CompareTable original={part.data} candidate={chosen} /> : null}
            <XrefCandidates candidates={xref.data.candidates} chosen={compare} onCompare={onCompare} />
          </>
        )}
      </section>
    </div>
  );
}

/** Transistor XRef: find the part, see all its data and SOA, and ranked substitutes with reasons. */
export function TransistorXrefPage() {
  const url = useUrlState();
  const text = url.get('q');
  const mpn = url.get('mpn');
  const typed = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const pick = (value: string) => url.set({ mpn: value, q: value, compare: null });
  // The same cached queries CrossReference reads, to know whether it is already showing an alert.
  const part = useTransistorPart(mpn);
  const xref = useCrossReference(mpn, 10);
  const errorShownBelow = mpn !== '' && (part.isError || xref.isError);
  return (
    <div className="page cid-page">
      <h1>Transistor cross-reference</h1>
      <p className="lead">
        Find a substitute for a bipolar transistor, MOSFET or JFET, with every rating compared. To search by
        ratings instead, use the <Link to="/tools/transistor-param-search">parameter search</Link>.
      </p>
      <SearchBox
        label="Part number"
        name="q"
        value={text}
        onChange={(value) => url.set({ q: value })}
        placeholder="e.g. 2N3904, BC547B, IRFZ44N"
        hint="Suffixes and maker prefixes are tolerated: 2N3904BU and PN3904 find 2N3904."
      />
      {text !== '' && text.trim().toUpperCase() !== mpn.toUpperCase() ? (
        <Suggestions text={typed} onPick={pick} errorShownBelow={errorShownBelow} />
      ) : null}
      {mpn ? (
        <CrossReference
          mpn={mpn}
          compare={url.get('compare')}
          onCompare={(value) => url.set({ compare: value })}
        />
      ) : null}
    </div>
  );
}

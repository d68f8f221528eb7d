import { Link, useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value';
import { TextField } from '../../ui/text-field';
import { useDriveSearch } from './api';
import { faultPath } from './drive-links';
import { countOf } from '../../lib/plural';

/** Search by fault code or words across every model; the query lives in ?q= so results can be shared. */
export function DriveSearch() {
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useDriveSearch(query);
  const items = search.data?.items ?? [];

  return (
    <section className="drive-search card" aria-labelledby="drive-search-heading">
      <h2 id="drive-search-heading">Search all drives</h2>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Fault code or words"
          name="q"
          type="search"
          value={text}
          onValueChange={(value) => setParams(value ? { q: value } : {}, { replace: true })}
          placeholder="e.g. F0001, OC1, earth fault, overvoltage"
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>
      <div aria-live="polite">
        {query.trim() === '' ? null : search.isError ? (
          <p className="field-error">Search failed: {search.error.message}</p>
        ) : search.isPending ? (
          <p className="muted">Searching…</p>
        ) : items.length === 0 ? (
          <p className="muted">No fault matches “{query.trim()}”.</p>
        ) : (
          <>
            <p className="muted">
              {search.data?.truncated
                ? `First ${countOf(items.length, 'match', 'matches')}`
                : countOf(items.length, 'match', 'matches')}{' '}
              for “{search.data?.query}”
            </p>
            <ul className="drive-hits">
              {items.map((hit) => (
                <li key={`${hit.manufacturer.slug}/${hit.model.slug}/${hit.code}`}>
                  <Link to={faultPath(hit.drive_type.slug, hit.manufacturer.slug, hit.model.slug, hit.code)}>
                    <strong className="drive-code">{hit.code}</strong> {hit.name}
                  </Link>
                  <span className="muted">
                    {' '}
                    · {hit.manufacturer.name} {hit.model.name}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

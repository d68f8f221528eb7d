import type { SearchHit } from '@electrobench/contracts/forum';
import { FORUM_LIMITS, postLink } from '@electrobench/contracts/forum-constants';
import { Link } from 'react-router';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { SearchBox } from '../../ui/search-box';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useUrlState } from '../../lib/use-url-state';
import { countOf } from '../../lib/plural';
import { useForumSearch } from './forum-api';
import { Ago, ForumCrumbs, MemberLink } from './forum-bits';
import { snippetParts } from './snippet';
import './forum.css';

const SEARCH_DEBOUNCE_MS = 300;

function Snippet({ html }: { html: string }) {
  return (
    <p className="search-snippet">
      {snippetParts(html).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </p>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <li className="forum-row search-hit">
      <div className="forum-row-main">
        <h2 className="forum-row-title">
          <Link to={postLink(hit.thread_id, hit.thread_slug, hit.post_id)}>{hit.thread_title}</Link>
        </h2>
        <Snippet html={hit.snippet_html} />
        <p className="muted small">
          {hit.is_first_post ? 'Question' : 'Reply'} by <MemberLink username={hit.author.username} />{' '}
          <Ago iso={hit.created_at} /> in{' '}
          <Link to={`/forum/c/${hit.category.slug}`}>{hit.category.name}</Link>
        </p>
      </div>
    </li>
  );
}

/** Forum search at /forum/search?q=…: ranked posts with the matched words marked. */
export function ForumSearchPage() {
  const url = useUrlState();
  const text = url.get('q');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const tooShort = q.length > 0 && q.length < FORUM_LIMITS.searchQuery.min;
  const results = useForumSearch(q, url.page, q.length >= FORUM_LIMITS.searchQuery.min);

  return (
    <div className="page forum-page">
      <ForumCrumbs trail={[{ label: 'Search' }]} />
      <h1>Search the forum</h1>
      <SearchBox
        label="Words or part numbers"
        name="q"
        value={text}
        onChange={(value) => url.set({ q: value })}
        placeholder="e.g. IRFZ44N hiccup"
        autoCapitalize="off"
        hint="Use quotes for a phrase and a minus sign to leave a word out."
        error={tooShort ? `Search for at least ${FORUM_LIMITS.searchQuery.min} characters.` : undefined}
      />
      <section aria-labelledby="search-results" aria-live="polite" aria-busy={results.isFetching}>
        <h2 id="search-results" className="visually-hidden">
          Results
        </h2>
        {q.length < FORUM_LIMITS.searchQuery.min ? (
          <p className="muted">Type what you are looking for: a fault, a board or a part number.</p>
        ) : (
          <QueryState
            query={results}
            noun="results"
            isEmpty={(data) => data.items.length === 0}
            empty={
              <p className="muted">
                Nothing found for “{q}”. Try fewer words, or <Link to="/forum">ask in the forum</Link>.
              </p>
            }
          >
            {(data) => (
              <>
                <p className="muted forum-count">
                  {countOf(data.total_items, 'post')} for “{q}”
                </p>
                <ul className="forum-rows">
                  {data.items.map((hit) => (
                    <Hit key={hit.post_id} hit={hit} />
                  ))}
                </ul>
                <Pager
                  page={url.page}
                  totalPages={data.total_pages}
                  onPage={(page) => url.set({ page })}
                  label="Search results"
                />
              </>
            )}
          </QueryState>
        )}
      </section>
    </div>
  );
}

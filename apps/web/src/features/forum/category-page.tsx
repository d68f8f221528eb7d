import { THREAD_SORTS, type ThreadSort } from '@electrobench/contracts/forum-constants';
import { Link, useParams } from 'react-router';
import { Alert } from '../../ui/alert';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { Skeleton } from '../../ui/skeleton';
import { useUrlState } from '../../lib/use-url-state';
import { countOf } from '../../lib/plural';
import { useCategories, useThreadList } from './forum-api';
import { ForumCrumbs } from './forum-bits';
import { ThreadRow } from './thread-row';
import './forum.css';

const SORT_LABELS: Record<ThreadSort, string> = { activity: 'Activity', newest: 'Newest', top: 'Top' };

function isSort(value: string): value is ThreadSort {
  return (THREAD_SORTS as readonly string[]).includes(value);
}

/** A category's threads, sticky first, sorted as the URL says (?sort=activity|newest|top&page=N). */
export function CategoryPage() {
  const { categorySlug = '' } = useParams();
  const url = useUrlState();
  const sortParam = url.get('sort');
  const sort: ThreadSort = isSort(sortParam) ? sortParam : 'activity';
  const categories = useCategories();
  const category = categories.data?.find((c) => c.slug === categorySlug);
  const threads = useThreadList(category?.id, sort, url.page);
  const newThreadPath = `/forum/c/${categorySlug}/new`;

  if (categories.isSuccess && !category) {
    return (
      <div className="page forum-page">
        <ForumCrumbs trail={[{ label: 'Not found' }]} />
        <h1>Category not found</h1>
        <Alert variant="warning">There is no forum category “{categorySlug}”.</Alert>
        <p>
          <Link to="/forum">See all categories</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="page forum-page">
      <ForumCrumbs trail={[{ label: category?.name ?? 'Category' }]} />
      <div className="forum-head">
        <div>
          <h1>{category?.name ?? <Skeleton />}</h1>
          {category?.description ? <p className="lead">{category.description}</p> : null}
        </div>
        {/* Guests following this link are sent to log in by the member route guard, and back. */}
        <Link className="btn btn-primary" to={newThreadPath}>
          New thread
        </Link>
      </div>
      <div className="forum-toolbar" role="group" aria-label="Sort threads">
        <span className="field-label" aria-hidden="true">
          Sort
        </span>
        {THREAD_SORTS.map((value) => (
          <button
            key={value}
            type="button"
            className="forum-chip"
            aria-pressed={sort === value}
            onClick={() => url.set({ sort: value === 'activity' ? null : value })}
          >
            {SORT_LABELS[value]}
          </button>
        ))}
      </div>
      <section aria-labelledby="forum-threads" aria-busy={threads.isFetching}>
        <h2 id="forum-threads" className="visually-hidden">
          Threads
        </h2>
        <QueryState query={categories} noun="threads">
          {() => (
            <QueryState
              query={threads}
              noun="threads"
              isEmpty={(data) => data.items.length === 0}
              empty={
                url.page > 1 ? (
                  <p className="muted">
                    This page is past the last thread.{' '}
                    <button type="button" className="link-button" onClick={() => url.set({ page: null })}>
                      Go to the first page
                    </button>
                  </p>
                ) : (
                  <p className="muted">
                    No threads here yet. <Link to={newThreadPath}>Start the first one</Link>.
                  </p>
                )
              }
            >
              {(data) => (
                <>
                  <p className="muted">{countOf(data.total_items, 'thread')}</p>
                  <ul className="forum-rows">
                    {data.items.map((thread) => (
                      <ThreadRow key={thread.id} thread={thread} />
                    ))}
                  </ul>
                  <Pager
                    page={url.page}
                    totalPages={data.total_pages}
                    onPage={(page) => url.set({ page })}
                    label="Threads"
                  />
                </>
              )}
            </QueryState>
          )}
        </QueryState>
      </section>
    </div>
  );
}

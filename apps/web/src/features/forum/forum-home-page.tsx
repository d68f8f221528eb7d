import type { ForumCategory } from '@electrobench/contracts/forum';
import { Link } from 'react-router';
import { QueryState } from '../../ui/query-state';
import { useCategories } from './forum-api';
import { Ago } from './forum-bits';
import { ForumSearchForm } from './forum-search-form';
import './forum.css';
import { formatNumber } from '../../lib/plural';

function CategoryRow({ category }: { category: ForumCategory }) {
  return (
    <li className="forum-row">
      <div className="forum-row-main">
        <h2 className="forum-row-title">
          <Link to={`/forum/c/${category.slug}`}>{category.name}</Link>
        </h2>
        {category.description ? <p className="muted">{category.description}</p> : null}
      </div>
      <dl className="forum-stats">
        <div>
          <dt>Threads</dt>
          <dd>{formatNumber(category.thread_count)}</dd>
        </div>
        <div>
          <dt>Posts</dt>
          <dd>{formatNumber(category.post_count)}</dd>
        </div>
        <div>
          <dt>Last activity</dt>
          <dd>{category.last_activity_at ? <Ago iso={category.last_activity_at} /> : 'None yet'}</dd>
        </div>
      </dl>
    </li>
  );
}

/** Forum home: the categories in the admins' order with their counts and last activity. */
export function ForumHomePage() {
  const categories = useCategories();
  return (
    <div className="page forum-page">
      <h1>Forum</h1>
      <p className="lead">
        Ask about the board in front of you, answer what you know, and vote for the answers that worked.
      </p>
      <ForumSearchForm />
      <section aria-labelledby="forum-categories">
        <h2 id="forum-categories" className="visually-hidden">
          Categories
        </h2>
        <QueryState
          query={categories}
          noun="categories"
          isEmpty={(list) => list.length === 0}
          empty={<p className="muted">There are no categories yet. An admin creates them.</p>}
        >
          {(list) => (
            <ul className="forum-rows">
              {list.map((category) => (
                <CategoryRow key={category.id} category={category} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <p className="muted forum-footnote">
        See who helps most on the <Link to="/leaderboard">leaderboard</Link>.
      </p>
    </div>
  );
}

import { LEADERBOARD_METRICS, type LeaderboardMetric } from '@electrobench/contracts/gamification';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { useAuth } from '../../lib/auth/use-auth';
import { useUrlState } from '../../lib/use-url-state';
import { useLeaderboard } from './api';
import { LeaderboardRules } from './leaderboard-rules';
import './leaderboard.css';
import { formatNumber } from '../../lib/plural';

const METRIC_LABELS: Record<LeaderboardMetric, { tab: string; column: string }> = {
  points: { tab: 'Points', column: 'Points' },
  posts: { tab: 'Posts', column: 'Posts' },
  accepted: { tab: 'Accepted answers', column: 'Accepted' },
};

function isMetric(value: string): value is LeaderboardMetric {
  return (LEADERBOARD_METRICS as readonly string[]).includes(value);
}

/** /leaderboard?metric=points|posts|accepted: the members who help most, and how points work. */
export function LeaderboardPage() {
  const url = useUrlState();
  const param = url.get('metric');
  const metric: LeaderboardMetric = isMetric(param) ? param : 'points';
  const board = useLeaderboard(metric, url.page);
  const { user } = useAuth();
  return (
    <div className="page leaderboard-page">
      <h1>Leaderboard</h1>
      <p className="lead">
        Members earn points for helping in the <Link to="/forum">forum</Link>: good answers count most.
      </p>
      <div className="leaderboard-metrics" role="group" aria-label="Rank by">
        {LEADERBOARD_METRICS.map((value) => (
          <button
            key={value}
            type="button"
            className="leaderboard-chip"
            aria-pressed={metric === value}
            onClick={() => url.set({ metric: value === 'points' ? null : value })}
          >
            {METRIC_LABELS[value].tab}
          </button>
        ))}
      </div>
      <section aria-labelledby="leaderboard-table" aria-busy={board.isFetching}>
        <h2 id="leaderboard-table" className="visually-hidden">
          Top members by {METRIC_LABELS[metric].tab.toLowerCase()}
        </h2>
        <QueryState
          query={board}
          noun="the leaderboard"
          isEmpty={(data) => data.items.length === 0}
          empty={
            <p className="muted">
              Nobody is ranked yet. <Link to="/forum">Answer a question</Link> to be the first.
            </p>
          }
        >
          {(data) => (
            <>
              <div className="results-table-wrap">
                <table className="results-table leaderboard-table">
                  <thead>
                    <tr>
                      <th scope="col">Rank</th>
                      <th scope="col">Member</th>
                      <th scope="col">{METRIC_LABELS[metric].column}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((entry) => (
                      <tr key={entry.user_id} data-me={entry.user_id === user?.id || undefined}>
                        <td>{entry.rank}</td>
                        <td>
                          <span className="leaderboard-member">
                            <Avatar
                              name={entry.username}
                              src={entry.profile_image_url}
                              size="small"
                              decorative
                            />
                            <Link to={`/profile/${encodeURIComponent(entry.username)}`}>
                              {entry.username}
                            </Link>
                            {entry.user_id === user?.id ? <span className="muted"> (you)</span> : null}
                          </span>
                        </td>
                        <td>{formatNumber(entry.value)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager
                page={url.page}
                totalPages={data.total_pages}
                onPage={(page) => url.set({ page })}
                label="Leaderboard"
              />
            </>
          )}
        </QueryState>
      </section>
      <LeaderboardRules />
    </div>
  );
}

import type { Badge } from '@electrobench/contracts/gamification';
import { Link } from 'react-router';
import { formatDay } from '../../lib/dates';
import { pluralWord, formatNumber } from '../../lib/plural';

/** Forum points and badges on a public profile, with a way to see how they are earned. */
export function ProfileStanding({ points, badges }: { points: number; badges: readonly Badge[] }) {
  return (
    <section className="card profile-standing" aria-labelledby="profile-standing">
      <h2 id="profile-standing">Forum standing</h2>
      <p>
        <strong className="profile-points">{formatNumber(points)}</strong> {pluralWord(points, 'point')} ·{' '}
        <Link to="/leaderboard">Leaderboard and how points are earned</Link>
      </p>
      {badges.length === 0 ? (
        <p className="muted">No badges yet.</p>
      ) : (
        <ul className="profile-badges">
          {badges.map((badge) => (
            <li key={badge.code}>
              <strong>{badge.name}</strong> <span className="muted">{badge.description}</span>{' '}
              <time className="muted small" dateTime={badge.awarded_at}>
                ({formatDay(badge.awarded_at)})
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

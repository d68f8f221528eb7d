import type { Badge } from '@electrobench/contracts/gamification';
import { format } from 'date-fns';
import { Link } from 'react-router';

/** Forum points and badges on a public profile, with a way to see how they are earned. */
export function ProfileStanding({ points, badges }: { points: number; badges: readonly Badge[] }) {
  return (
    <section className="card profile-standing" aria-labelledby="profile-standing">
      <h2 id="profile-standing">Forum standing</h2>
      <p>
        <strong className="profile-points">{points.toLocaleString('en')}</strong>{' '}
        {points === 1 ? 'point' : 'points'} ·{' '}
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
                ({format(new Date(badge.awarded_at), 'd MMM yyyy')})
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

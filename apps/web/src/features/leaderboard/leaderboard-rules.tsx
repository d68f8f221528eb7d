import { BADGES, POINT_REASONS, POINT_RULES, POINT_RULE_NOTES } from '@electrobench/contracts/gamification';

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/** How points are earned and which badges exist: the same tables the server applies. */
export function LeaderboardRules() {
  return (
    <section className="leaderboard-rules" aria-labelledby="points-rules">
      <h2 id="points-rules">How points are earned</h2>
      <div className="results-table-wrap">
        <table className="results-table">
          <thead>
            <tr>
              <th scope="col">For</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            {POINT_REASONS.map((reason) => (
              <tr key={reason}>
                <td>{POINT_RULES[reason].label}</td>
                <td>{signed(POINT_RULES[reason].points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul>
        {POINT_RULE_NOTES.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <h2>Badges</h2>
      <ul className="badge-list">
        {BADGES.map((badge) => (
          <li key={badge.code}>
            <strong>{badge.name}</strong> <span className="muted">{badge.description}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

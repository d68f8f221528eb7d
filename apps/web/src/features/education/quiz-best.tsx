import { QUIZ_TOPICS, isQuizTopicChoice } from '@electrobench/contracts/quiz-bank';
import { useBestQuizResults } from './quiz-api';

/** The signed-in member's best score per topic. */
export function QuizBestResults() {
  const best = useBestQuizResults(true);
  if (best.isPending) return <p className="muted">Loading your best results…</p>;
  if (best.isError) return <p className="field-error">Could not load your results: {best.error.message}</p>;
  if (best.data.length === 0)
    return <p className="muted">Your best results will show here after your first quiz.</p>;
  return (
    <table className="quiz-best">
      <caption>Your best results</caption>
      <thead>
        <tr>
          <th scope="col">Topic</th>
          <th scope="col">Best score</th>
          <th scope="col">Attempts</th>
        </tr>
      </thead>
      <tbody>
        {best.data.map((row) => (
          <tr key={row.topic}>
            <th scope="row">{isQuizTopicChoice(row.topic) ? QUIZ_TOPICS[row.topic].name : row.topic}</th>
            <td>
              {row.correct_count} / {row.question_count} ({row.percent} %)
            </td>
            <td>{row.attempts}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

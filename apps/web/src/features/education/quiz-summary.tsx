import type { QuizResult } from '@electrobench/contracts/quiz';
import { QUIZ_TOPICS, type QuizTopicChoice } from '@electrobench/contracts/quiz-bank';
import { Link } from 'react-router';
import { isCorrect, type DealtQuestion } from './quiz-deck';

interface QuizSummaryProps {
  topic: QuizTopicChoice;
  deck: readonly DealtQuestion[];
  picks: readonly (number | null)[];
  signedIn: boolean;
  loginPath: string;
  save: {
    status: 'idle' | 'pending' | 'success' | 'error';
    data?: QuizResult | undefined;
    error?: Error | null;
  };
  onAgain: () => void;
  onChangeTopic: () => void;
}

export function QuizSummary({
  topic,
  deck,
  picks,
  signedIn,
  loginPath,
  save,
  onAgain,
  onChangeTopic,
}: QuizSummaryProps) {
  const correct = deck.filter((dealt, i) => isCorrect(dealt, picks[i] ?? -1)).length;
  const percent = Math.round((100 * correct) / deck.length);
  const article = QUIZ_TOPICS[topic].article;
  return (
    <section className="card quiz-summary" aria-labelledby="quiz-score">
      <h2 id="quiz-score">
        Your score: {correct} / {deck.length} ({percent} %)
      </h2>
      <p>
        {percent === 100
          ? 'Perfect – every answer right.'
          : percent >= 70
            ? 'Well done.'
            : 'Worth another read of the article, then try again.'}
      </p>
      <div role="status">
        {!signedIn ? (
          <p>
            <Link to={loginPath}>Log in</Link> to keep your best results.
          </p>
        ) : save.status === 'pending' ? (
          <p className="muted">Saving your result…</p>
        ) : save.status === 'error' ? (
          <p className="field-error">Your result could not be saved: {save.error?.message}</p>
        ) : save.status === 'success' ? (
          <p>{save.data?.is_best ? 'Saved – a new best for this topic!' : 'Saved to your results.'}</p>
        ) : null}
      </div>
      <div className="actions">
        <button type="button" className="btn btn-primary" onClick={onAgain}>
          Play again
        </button>
        <button type="button" className="btn btn-secondary" onClick={onChangeTopic}>
          Choose another topic
        </button>
        {article ? <Link to={article}>Read the article</Link> : null}
      </div>
      <h3>Review</h3>
      <ol className="quiz-review">
        {deck.map((dealt, i) => {
          const pick = picks[i] ?? -1;
          const ok = isCorrect(dealt, pick);
          return (
            <li key={dealt.question.id}>
              <p>
                <strong>{ok ? '✓' : '✗'}</strong> {dealt.question.prompt}
              </p>
              <p className="muted">
                {ok ? 'You answered' : 'Right answer'}: {dealt.question.choices[dealt.question.answer]}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

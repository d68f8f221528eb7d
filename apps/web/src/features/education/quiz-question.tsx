import { useEffect, useRef } from 'react';
import { isCorrect, type DealtQuestion } from './quiz-deck';

interface QuizQuestionProps {
  dealt: DealtQuestion;
  number: number;
  total: number;
  /** The shown choice picked, or null before answering. */
  pick: number | null;
  onPick: (choice: number) => void;
  onNext: () => void;
}

/** One question: pick a choice, see at once whether it was right and why, then go on. */
export function QuizQuestionCard({ dealt, number, total, pick, onPick, onNext }: QuizQuestionProps) {
  const nextRef = useRef<HTMLButtonElement>(null);
  const answered = pick !== null;
  const right = answered && isCorrect(dealt, pick);
  const isLast = number === total;

  useEffect(() => {
    if (answered) nextRef.current?.focus();
  }, [answered]);

  return (
    <section className="card quiz-card" aria-labelledby="quiz-prompt">
      <p className="muted quiz-progress">
        Question {number} of {total}
      </p>
      <h2 id="quiz-prompt" className="quiz-prompt">
        {dealt.question.prompt}
      </h2>
      <ul className="quiz-choices">
        {dealt.order.map((original, shown) => {
          const isRight = original === dealt.question.answer;
          const state = !answered ? undefined : isRight ? 'right' : shown === pick ? 'wrong' : 'other';
          return (
            <li key={original}>
              <button
                type="button"
                className="quiz-choice"
                data-state={state}
                disabled={answered}
                onClick={() => onPick(shown)}
              >
                {dealt.question.choices[original]}
                {state === 'right' ? <span className="visually-hidden"> (right answer)</span> : null}
                {state === 'wrong' ? <span className="visually-hidden"> (your answer)</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {answered ? (
        <div className="quiz-feedback" role="status" data-right={right}>
          <p className="quiz-verdict">{right ? 'Correct!' : 'Not quite.'}</p>
          <p>{dealt.question.explanation}</p>
          <button ref={nextRef} type="button" className="btn btn-primary" onClick={onNext}>
            {isLast ? 'See your score' : 'Next question'}
          </button>
        </div>
      ) : null}
    </section>
  );
}

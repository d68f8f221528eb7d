import { QUIZ_ALL, isQuizTopicChoice, type QuizTopicChoice } from '@electrobench/contracts/quiz-bank';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { loginPathFor } from '../../lib/safe-next';
import { QuizBestResults } from './quiz-best';
import { answersFor, dealQuiz, normalLength, type DealtQuestion } from './quiz-deck';
import { useSaveQuizResult } from './quiz-api';
import { QuizQuestionCard } from './quiz-question';
import { QuizSetup } from './quiz-setup';
import { QuizSummary } from './quiz-summary';
import './education.css';
import './quiz.css';

interface Game {
  topic: QuizTopicChoice;
  deck: DealtQuestion[];
  picks: (number | null)[];
  index: number;
}

export function QuizPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const rawTopic = params.get('topic') ?? QUIZ_ALL;
  const topic: QuizTopicChoice = isQuizTopicChoice(rawTopic) ? rawTopic : QUIZ_ALL;
  const length = normalLength(topic, Number(params.get('n') ?? 10));
  const [game, setGame] = useState<Game | null>(null);
  const save = useSaveQuizResult();

  const setChoice = (next: { topic?: QuizTopicChoice; n?: number }) =>
    setParams({ topic: next.topic ?? topic, n: String(next.n ?? length) }, { replace: true });
  const start = () => {
    save.reset();
    const deck = dealQuiz(topic, length);
    setGame({ topic, deck, picks: deck.map(() => null), index: 0 });
  };
  const pick = (choice: number) =>
    setGame((g) => (g ? { ...g, picks: g.picks.map((p, i) => (i === g.index ? choice : p)) } : g));
  const next = () => {
    if (!game) return;
    if (game.index + 1 === game.deck.length && signedIn) {
      save.mutate({
        topic: game.topic,
        answers: answersFor(
          game.deck,
          game.picks.map((p) => p ?? -1),
        ),
      });
    }
    setGame({ ...game, index: game.index + 1 });
  };
  const current = game ? game.deck[game.index] : undefined;

  return (
    <div className="page page-narrow quiz-page">
      <h1>Electronics Quiz</h1>
      <p className="lead">
        Pick a topic and a length. You see straight away whether each answer is right, with a short
        explanation.
      </p>
      {!game ? (
        <>
          <QuizSetup
            topic={topic}
            length={length}
            onTopic={(t) => setChoice({ topic: t, n: normalLength(t, length) })}
            onLength={(n) => setChoice({ n })}
            onStart={start}
          />
          {signedIn ? <QuizBestResults /> : null}
        </>
      ) : current ? (
        <QuizQuestionCard
          key={current.question.id}
          dealt={current}
          number={game.index + 1}
          total={game.deck.length}
          pick={game.picks[game.index] ?? null}
          onPick={pick}
          onNext={next}
        />
      ) : (
        <>
          <QuizSummary
            topic={game.topic}
            deck={game.deck}
            picks={game.picks}
            signedIn={signedIn}
            loginPath={loginPathFor(location)}
            save={save}
            onAgain={start}
            onChangeTopic={() => setGame(null)}
          />
          {signedIn ? <QuizBestResults /> : null}
        </>
      )}
    </div>
  );
}

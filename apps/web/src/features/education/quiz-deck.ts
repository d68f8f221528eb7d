import {
  QUIZ_LENGTHS,
  maxLengthFor,
  questionsForTopic,
  type QuizQuestion,
  type QuizTopicChoice,
} from '@electrobench/contracts/quiz-bank';

/** One question as played: its choices in a shuffled order, remembering where each came from. */
export interface DealtQuestion {
  question: QuizQuestion;
  /** Original choice indexes in the order they are shown. */
  order: number[];
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * Picks `length` random questions of a topic and shuffles each one's choices, so the position of
 * the right answer gives nothing away.
 */
export function dealQuiz(
  topic: QuizTopicChoice,
  length: number,
  random: () => number = Math.random,
): DealtQuestion[] {
  const picked = shuffled(questionsForTopic(topic), random).slice(0, length);
  return picked.map((question) => ({
    question,
    order: shuffled(
      question.choices.map((_, index) => index),
      random,
    ),
  }));
}

/** The answers in the form the results API takes: the original index of each chosen choice. */
export function answersFor(deck: readonly DealtQuestion[], shownChoices: readonly number[]) {
  return deck.map((dealt, i) => ({
    question_id: dealt.question.id,
    choice: dealt.order[shownChoices[i] ?? -1] ?? -1,
  }));
}

export function isCorrect(dealt: DealtQuestion, shownChoice: number): boolean {
  return dealt.order[shownChoice] === dealt.question.answer;
}

/** Quiz lengths offered for a topic: the standard ones below its size, then "all of it". */
export function lengthOptions(topic: QuizTopicChoice): number[] {
  const max = maxLengthFor(topic);
  return [...new Set([...QUIZ_LENGTHS.filter((n) => n < max), max])];
}

/** A length from the URL turned into one the topic offers: the largest option not above it. */
export function normalLength(topic: QuizTopicChoice, requested: number): number {
  const options = lengthOptions(topic);
  const fitting = options.filter((n) => n <= requested);
  return fitting.at(-1) ?? options[0] ?? 0;
}

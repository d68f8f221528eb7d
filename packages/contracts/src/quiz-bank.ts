import { AC_DC_QUESTIONS } from './quiz-questions/ac-dc-current';
import { DIODE_QUESTIONS } from './quiz-questions/diodes';
import { ELECTRON_THEORY_QUESTIONS } from './quiz-questions/electron-theory';
import { INDUCTION_QUESTIONS } from './quiz-questions/electromagnetic-induction';
import { OP_AMP_QUESTIONS } from './quiz-questions/op-amps';
import { POWER_ELECTRONICS_QUESTIONS } from './quiz-questions/power-electronics';
import { QUIZ_TOPIC_IDS, type QuizQuestion, type QuizTopicId } from './quiz-questions/question';
import { RECTIFIER_QUESTIONS } from './quiz-questions/rectifiers';
import { RESISTOR_QUESTIONS } from './quiz-questions/resistors';
import { SEMICONDUCTOR_QUESTIONS } from './quiz-questions/semiconductors';
import { ZENER_QUESTIONS } from './quiz-questions/zener-diodes';

export { QUIZ_TOPIC_IDS, type QuizQuestion, type QuizTopicId };

/**
 * The quiz question bank, shared by the quiz page and the results API (which scores answers
 * itself). Plain data without zod so the quiz page stays small.
 */
export const QUIZ_ALL = 'all';
export type QuizTopicChoice = QuizTopicId | typeof QUIZ_ALL;
export const QUIZ_TOPIC_CHOICES: readonly QuizTopicChoice[] = [QUIZ_ALL, ...QUIZ_TOPIC_IDS];

export const QUIZ_LENGTHS = [5, 10, 20] as const;
export const QUIZ_MIN_LENGTH = 5;
export const QUIZ_MAX_LENGTH = 20;

export const QUIZ_TOPICS: Readonly<Record<QuizTopicChoice, { name: string; article: string | null }>> = {
  all: { name: 'All topics', article: null },
  'electron-theory': { name: 'Electron theory', article: '/education/basics/electron-theory' },
  'ac-dc-current': { name: 'AC and DC current', article: '/education/basics/ac-dc-current' },
  'electromagnetic-induction': {
    name: 'Electromagnetic induction',
    article: '/education/basics/electromagnetic-induction',
  },
  resistors: { name: 'Resistors', article: '/education/basics/resistors' },
  semiconductors: { name: 'Semiconductors', article: '/education/basics/semiconductors' },
  diodes: { name: 'Diodes', article: '/education/basics/diodes' },
  rectifiers: { name: 'Rectifiers', article: '/education/basics/rectifiers' },
  'op-amps': { name: 'Op-amps', article: '/education/basics/op-amps' },
  'zener-diodes': { name: 'Zener diodes', article: '/education/zener-diodes' },
  'power-electronics': { name: 'Power electronics', article: '/education/power-electronics' },
};

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  ...ELECTRON_THEORY_QUESTIONS,
  ...AC_DC_QUESTIONS,
  ...INDUCTION_QUESTIONS,
  ...RESISTOR_QUESTIONS,
  ...SEMICONDUCTOR_QUESTIONS,
  ...DIODE_QUESTIONS,
  ...RECTIFIER_QUESTIONS,
  ...OP_AMP_QUESTIONS,
  ...ZENER_QUESTIONS,
  ...POWER_ELECTRONICS_QUESTIONS,
];

const BY_ID = new Map(QUIZ_QUESTIONS.map((q) => [q.id, q]));

export function isQuizTopicChoice(value: string): value is QuizTopicChoice {
  return (QUIZ_TOPIC_CHOICES as readonly string[]).includes(value);
}

export function questionsForTopic(topic: QuizTopicChoice): readonly QuizQuestion[] {
  return topic === QUIZ_ALL ? QUIZ_QUESTIONS : QUIZ_QUESTIONS.filter((q) => q.topic === topic);
}

/** The longest quiz a topic can give: its question count, capped at the maximum length. */
export function maxLengthFor(topic: QuizTopicChoice): number {
  return Math.min(QUIZ_MAX_LENGTH, questionsForTopic(topic).length);
}

export type QuizAnswer = { question_id: string; choice: number };
export type QuizScore = { ok: true; correct: number; total: number } | { ok: false; error: string };

/** Scores a finished quiz; refuses questions outside the topic, repeats and impossible choices. */
export function scoreQuiz(topic: QuizTopicChoice, answers: readonly QuizAnswer[]): QuizScore {
  const seen = new Set<string>();
  let correct = 0;
  for (const answer of answers) {
    const question = BY_ID.get(answer.question_id);
    if (!question) return { ok: false, error: `Unknown question '${answer.question_id}'.` };
    if (topic !== QUIZ_ALL && question.topic !== topic) {
      return { ok: false, error: `Question '${question.id}' is not about ${QUIZ_TOPICS[topic].name}.` };
    }
    if (seen.has(question.id)) return { ok: false, error: `Question '${question.id}' was answered twice.` };
    if (answer.choice >= question.choices.length) {
      return { ok: false, error: `Question '${question.id}' has no choice ${answer.choice}.` };
    }
    seen.add(question.id);
    if (answer.choice === question.answer) correct += 1;
  }
  return { ok: true, correct, total: answers.length };
}

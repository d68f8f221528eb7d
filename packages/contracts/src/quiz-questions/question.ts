/** The education topics a quiz can be about; each has an article under /education. */
export const QUIZ_TOPIC_IDS = [
  'electron-theory',
  'ac-dc-current',
  'electromagnetic-induction',
  'resistors',
  'semiconductors',
  'diodes',
  'rectifiers',
  'op-amps',
  'zener-diodes',
  'power-electronics',
] as const;
export type QuizTopicId = (typeof QUIZ_TOPIC_IDS)[number];

export interface QuizQuestion {
  /** Stable id (`<topic>-<n>`): results refer to it, so questions are only ever appended. */
  id: string;
  topic: QuizTopicId;
  prompt: string;
  choices: readonly string[];
  /** Index into choices of the right answer. */
  answer: number;
  explanation: string;
}

type Draft = Omit<QuizQuestion, 'id' | 'topic'>;

export function numbered(topic: QuizTopicId, drafts: readonly Draft[]): QuizQuestion[] {
  return drafts.map((draft, index) => ({ id: `${topic}-${index + 1}`, topic, ...draft }));
}

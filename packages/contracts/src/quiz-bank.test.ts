import { describe, expect, it } from 'vitest';
import {
  QUIZ_QUESTIONS,
  QUIZ_TOPIC_IDS,
  QUIZ_TOPICS,
  maxLengthFor,
  questionsForTopic,
  scoreQuiz,
  type QuizQuestion,
} from './quiz-bank';

const byId = (id: string): QuizQuestion => {
  const question = QUIZ_QUESTIONS.find((q) => q.id === id);
  if (!question) throw new Error(`no question ${id}`);
  return question;
};
const rightChoice = (id: string) => {
  const q = byId(id);
  return q.choices[q.answer] ?? '';
};

describe('quiz question bank', () => {
  it('has at least 80 questions, at least 8 per education topic', () => {
    expect(QUIZ_QUESTIONS.length).toBeGreaterThanOrEqual(80);
    for (const topic of QUIZ_TOPIC_IDS)
      expect(questionsForTopic(topic).length, topic).toBeGreaterThanOrEqual(8);
    expect(questionsForTopic('all')).toHaveLength(QUIZ_QUESTIONS.length);
  });

  it('gives every question a unique id, four distinct choices, a valid answer and an explanation', () => {
    expect(new Set(QUIZ_QUESTIONS.map((q) => q.id)).size).toBe(QUIZ_QUESTIONS.length);
    for (const q of QUIZ_QUESTIONS) {
      expect(q.choices, q.id).toHaveLength(4);
      expect(new Set(q.choices).size, q.id).toBe(4);
      expect(q.answer, q.id).toBeGreaterThanOrEqual(0);
      expect(q.answer, q.id).toBeLessThan(q.choices.length);
      expect(q.explanation.length, q.id).toBeGreaterThan(30);
    }
  });

  it('does not always put the right answer in the same place', () => {
    const positions = new Set(QUIZ_QUESTIONS.map((q) => q.answer));
    expect(positions.size).toBe(4);
  });

  it('links every topic to an education article', () => {
    for (const topic of QUIZ_TOPIC_IDS) expect(QUIZ_TOPICS[topic].article).toMatch(/^\/education\//);
  });

  it('marks the numerically right answers (checked by hand)', () => {
    // 230 V RMS × √2
    expect(rightChoice('ac-dc-current-1')).toContain(String(Math.round(230 * Math.SQRT2)));
    // 230 V × 50 / 1000 turns
    expect(rightChoice('electromagnetic-induction-3')).toBe(`${(230 * 50) / 1000} V`);
    // V = L di/dt = 0.01 × 2 / 0.001
    expect(rightChoice('electromagnetic-induction-5')).toBe(`${Math.round((0.01 * 2) / 0.001)} V`);
    // P = V² / R = 25 / 100 W
    expect(rightChoice('resistors-4')).toBe(`${(25 / 100) * 1000} mW`);
    // non-inverting gain 1 + 9k/1k
    expect(rightChoice('op-amps-2')).toBe(String(1 + 9 / 1));
    // boost: 12 / (1 − 0.5)
    expect(rightChoice('power-electronics-3')).toBe(`${12 / (1 - 0.5)} V`);
    // linear regulator (12 − 5) × 1 A
    expect(rightChoice('power-electronics-4')).toBe(`${(12 - 5) * 1} W`);
  });
});

describe('scoreQuiz', () => {
  const diodes = questionsForTopic('diodes').slice(0, 5);

  it('counts right answers', () => {
    const answers = diodes.map((q, i) => ({
      question_id: q.id,
      choice: i < 3 ? q.answer : (q.answer + 1) % 4,
    }));
    expect(scoreQuiz('diodes', answers)).toEqual({ ok: true, correct: 3, total: 5 });
    expect(scoreQuiz('all', answers)).toEqual({ ok: true, correct: 3, total: 5 });
  });

  it('refuses unknown, off-topic, repeated questions and impossible choices', () => {
    const first = diodes[0];
    if (!first) throw new Error('no diode question');
    expect(scoreQuiz('diodes', [{ question_id: 'nope-1', choice: 0 }]).ok).toBe(false);
    expect(scoreQuiz('op-amps', [{ question_id: first.id, choice: 0 }]).ok).toBe(false);
    const twice = [first, first].map((q) => ({ question_id: q.id, choice: 0 }));
    expect(scoreQuiz('diodes', twice)).toMatchObject({ ok: false, error: expect.stringMatching(/twice/) });
    expect(scoreQuiz('diodes', [{ question_id: first.id, choice: 4 }]).ok).toBe(false);
  });

  it('caps the quiz length at the topic size and the maximum', () => {
    expect(maxLengthFor('all')).toBe(20);
    expect(maxLengthFor('diodes')).toBe(questionsForTopic('diodes').length);
  });
});

import { QUIZ_QUESTIONS, questionsForTopic } from '@electrobench/contracts/quiz-bank';
import { describe, expect, it } from 'vitest';
import { answersFor, dealQuiz, isCorrect, lengthOptions, normalLength } from './quiz-deck';

/** A repeatable pseudo-random sequence (LCG), so the test does not depend on luck. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

describe('dealQuiz', () => {
  it('deals the asked number of distinct questions from the topic only', () => {
    const deck = dealQuiz('rectifiers', 5, seeded(1));
    expect(deck).toHaveLength(5);
    expect(new Set(deck.map((d) => d.question.id)).size).toBe(5);
    for (const d of deck) expect(d.question.topic).toBe('rectifiers');
  });

  it('never deals more questions than the topic has', () => {
    expect(dealQuiz('diodes', 50, seeded(2))).toHaveLength(questionsForTopic('diodes').length);
  });

  it('shuffles choices as a permutation and maps the shown choice back to the original', () => {
    const deck = dealQuiz('all', 20, seeded(3));
    for (const d of deck) expect([...d.order].sort()).toEqual([0, 1, 2, 3]);
    const rightShown = deck.map((d) => d.order.indexOf(d.question.answer));
    expect(deck.every((d, i) => isCorrect(d, rightShown[i] ?? -1))).toBe(true);
    const answers = answersFor(deck, rightShown);
    for (const [i, a] of answers.entries()) {
      const q = QUIZ_QUESTIONS.find((x) => x.id === a.question_id);
      expect(a.choice, `answer ${i}`).toBe(q?.answer);
    }
  });

  it('moves the right answer around rather than leaving it where the bank has it', () => {
    const deck = dealQuiz('all', 20, seeded(4));
    const positions = new Set(deck.map((d) => d.order.indexOf(d.question.answer)));
    expect(positions.size).toBeGreaterThan(2);
  });
});

describe('quiz lengths', () => {
  it('offers 5, 10 and 20 for all topics, and 5 or the whole topic for a nine-question topic', () => {
    expect(lengthOptions('all')).toEqual([5, 10, 20]);
    expect(lengthOptions('diodes')).toEqual([5, questionsForTopic('diodes').length]);
  });

  it('turns a requested length into an offered one', () => {
    expect(normalLength('all', 10)).toBe(10);
    expect(normalLength('all', 12)).toBe(10);
    expect(normalLength('all', 0)).toBe(5);
    expect(normalLength('diodes', 20)).toBe(questionsForTopic('diodes').length);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionsForTopic, type QuizTopicChoice } from '@electrobench/contracts/quiz-bank';
import type { QuizBest, QuizResult } from '@electrobench/contracts/quiz';
import { bearer, createAccount, type Account, type TestApp, createTestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createAccount(t);
  bob = await createAccount(t);
});
afterAll(() => t.close());

/** Answers the first `length` questions of a topic, `right` of them correctly. */
function answers(topic: QuizTopicChoice, length: number, right: number) {
  return questionsForTopic(topic)
    .slice(0, length)
    .map((q, i) => ({ question_id: q.id, choice: i < right ? q.answer : (q.answer + 1) % q.choices.length }));
}

const post = (who: Account | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/quiz/results',
    payload: payload as object,
    ...(who && { headers: bearer(who) }),
  });
const get = (who: Account | null, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, ...(who && { headers: bearer(who) }) });

describe('POST /quiz/results', () => {
  it('scores the answers on the server and stores the result', async () => {
    const res = await post(alice, { topic: 'diodes', answers: answers('diodes', 5, 4) });
    expect(res.statusCode).toBe(201);
    expect(res.json<QuizResult>()).toMatchObject({
      topic: 'diodes',
      question_count: 5,
      correct_count: 4,
      percent: 80,
      is_best: true,
    });
  });

  it('marks a worse attempt as not the best', async () => {
    const res = await post(alice, { topic: 'diodes', answers: answers('diodes', 5, 2) });
    expect(res.json<QuizResult>()).toMatchObject({ correct_count: 2, percent: 40, is_best: false });
  });

  it('needs a signed-in member', async () => {
    const res = await post(null, { topic: 'diodes', answers: answers('diodes', 5, 5) });
    expect(res.statusCode).toBe(401);
  });

  it('answers 422 for an unknown topic, too few answers, off-topic or repeated questions', async () => {
    const unknownTopic = await post(alice, { topic: 'knitting', answers: answers('diodes', 5, 5) });
    expect(unknownTopic.statusCode).toBe(422);
    expect((await post(alice, { topic: 'diodes', answers: answers('diodes', 3, 3) })).statusCode).toBe(422);
    const offTopic = await post(alice, { topic: 'op-amps', answers: answers('diodes', 5, 5) });
    expect(offTopic.statusCode).toBe(422);
    expect(offTopic.json<{ detail: { loc: string[] }[] }>().detail[0]?.loc).toEqual(['body', 'answers']);
    const [first] = answers('diodes', 1, 1);
    const repeated = Array.from({ length: 5 }, () => first);
    expect((await post(alice, { topic: 'diodes', answers: repeated })).statusCode).toBe(422);
  });
});

describe('GET /quiz/results/best and /quiz/results/{id}', () => {
  it('returns the member’s best result per topic with the number of attempts', async () => {
    await post(alice, { topic: 'all', answers: answers('all', 10, 9) });
    await post(alice, { topic: 'all', answers: answers('all', 20, 18) });
    const res = await get(alice, '/quiz/results/best');
    expect(res.statusCode).toBe(200);
    const best = res.json<QuizBest[]>();
    expect(best.map((b) => b.topic)).toEqual(['all', 'diodes']);
    // 18/20 and 9/10 are both 90 %: the longer quiz counts as the better one.
    expect(best[0]).toMatchObject({ question_count: 20, correct_count: 18, percent: 90, attempts: 2 });
    expect(best[1]).toMatchObject({ correct_count: 4, percent: 80, attempts: 2 });
  });

  it('shows nothing of another member’s results', async () => {
    const mine = (
      await post(alice, { topic: 'rectifiers', answers: answers('rectifiers', 5, 5) })
    ).json<QuizResult>();
    expect((await get(alice, `/quiz/results/${mine.id}`)).json<QuizResult>().percent).toBe(100);
    expect((await get(bob, `/quiz/results/${mine.id}`)).statusCode).toBe(404);
    expect((await get(bob, '/quiz/results/best')).json<QuizBest[]>()).toEqual([]);
  });

  it('needs a signed-in member and a numeric id', async () => {
    expect((await get(null, '/quiz/results/best')).statusCode).toBe(401);
    expect((await get(null, '/quiz/results/1')).statusCode).toBe(401);
    expect((await get(alice, '/quiz/results/abc')).statusCode).toBe(422);
  });
});

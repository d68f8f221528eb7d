import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { scoreQuiz, type QuizTopicChoice } from '@electrobench/contracts/quiz-bank';
import type { QuizBest, QuizResult, QuizResultCreate } from '@electrobench/contracts/quiz';
import type { AppContext } from '../../app-context';
import { quizResults } from '../../db/schema/quiz';
import { FieldError, notFound } from '../../lib/http-errors';

type ResultRow = typeof quizResults.$inferSelect;

const percentOf = (correct: number, total: number) => (total === 0 ? 0 : Math.round((100 * correct) / total));

// Best = highest share right; a longer quiz wins a tie, then the earlier attempt.
const bestOrder = [
  desc(sql`${quizResults.correctCount}::float / ${quizResults.questionCount}`),
  desc(quizResults.questionCount),
  asc(quizResults.createdAt),
  asc(quizResults.id),
];

function toResult(row: ResultRow, isBest: boolean): QuizResult {
  return {
    id: row.id,
    topic: row.topic,
    question_count: row.questionCount,
    correct_count: row.correctCount,
    percent: percentOf(row.correctCount, row.questionCount),
    created_at: row.createdAt.toISOString(),
    is_best: isBest,
  };
}

async function bestIdFor(ctx: AppContext, userId: number, topic: string): Promise<number | undefined> {
  const [best] = await ctx.db
    .select({ id: quizResults.id })
    .from(quizResults)
    .where(and(eq(quizResults.userId, userId), eq(quizResults.topic, topic)))
    .orderBy(...bestOrder)
    .limit(1);
  return best?.id;
}

export async function saveResult(
  ctx: AppContext,
  userId: number,
  input: QuizResultCreate,
): Promise<QuizResult> {
  const score = scoreQuiz(input.topic as QuizTopicChoice, input.answers);
  if (!score.ok) throw new FieldError(['body', 'answers'], score.error);
  const [row] = await ctx.db
    .insert(quizResults)
    .values({
      userId,
      topic: input.topic,
      questionCount: score.total,
      correctCount: score.correct,
      createdAt: ctx.clock.now(),
    })
    .returning();
  if (!row) throw new Error('quiz result insert returned nothing');
  return toResult(row, (await bestIdFor(ctx, userId, row.topic)) === row.id);
}

export async function getResult(ctx: AppContext, userId: number, id: number): Promise<QuizResult> {
  const [row] = await ctx.db
    .select()
    .from(quizResults)
    .where(and(eq(quizResults.id, id), eq(quizResults.userId, userId)));
  // Someone else's result is answered exactly like a missing one.
  if (!row) throw notFound('Quiz result not found.');
  return toResult(row, (await bestIdFor(ctx, userId, row.topic)) === row.id);
}

/** The member's best result per topic, with how many times each topic was played. */
export async function bestResults(ctx: AppContext, userId: number): Promise<QuizBest[]> {
  const rows = await ctx.db
    .selectDistinctOn([quizResults.topic], {
      topic: quizResults.topic,
      questionCount: quizResults.questionCount,
      correctCount: quizResults.correctCount,
      createdAt: quizResults.createdAt,
      attempts: sql<number>`count(*) over (partition by ${quizResults.topic})`.mapWith(Number),
    })
    .from(quizResults)
    .where(eq(quizResults.userId, userId))
    .orderBy(asc(quizResults.topic), ...bestOrder);
  return rows.map((row) => ({
    topic: row.topic,
    question_count: row.questionCount,
    correct_count: row.correctCount,
    percent: percentOf(row.correctCount, row.questionCount),
    achieved_at: row.createdAt.toISOString(),
    attempts: row.attempts,
  }));
}

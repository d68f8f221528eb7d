import { z } from './zod';
import { idParams } from './ids';
import { QUIZ_MAX_LENGTH, QUIZ_MIN_LENGTH, QUIZ_TOPIC_CHOICES } from './quiz-bank';

const topicSchema = z.enum(QUIZ_TOPIC_CHOICES as [string, ...string[]], {
  message: `Topic must be one of: ${QUIZ_TOPIC_CHOICES.join(', ')}.`,
});

/** A finished quiz as the page sends it; the server scores the answers itself. */
export const quizResultCreateSchema = z.object({
  topic: topicSchema,
  answers: z
    .array(
      z.object({
        question_id: z.string().min(1).max(60),
        choice: z.number().int().min(0).max(9),
      }),
    )
    .min(QUIZ_MIN_LENGTH, `A quiz has at least ${QUIZ_MIN_LENGTH} questions.`)
    .max(QUIZ_MAX_LENGTH, `A quiz has at most ${QUIZ_MAX_LENGTH} questions.`),
});
export type QuizResultCreate = z.infer<typeof quizResultCreateSchema>;

export const quizResultSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  question_count: z.number().int(),
  correct_count: z.number().int(),
  percent: z.number().int(),
  created_at: z.string(),
  /** True when this result is now the member's best for its topic. */
  is_best: z.boolean(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const quizBestSchema = z.object({
  topic: z.string(),
  question_count: z.number().int(),
  correct_count: z.number().int(),
  percent: z.number().int(),
  achieved_at: z.string(),
  attempts: z.number().int(),
});
export type QuizBest = z.infer<typeof quizBestSchema>;

export const quizResultParamsSchema = idParams;

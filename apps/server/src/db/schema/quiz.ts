import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One finished quiz of a member; the score is computed by the server from the submitted answers. */
export const quizResults = pgTable(
  'quiz_results',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    questionCount: integer('question_count').notNull(),
    correctCount: integer('correct_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quiz_results_user_topic_idx').on(t.userId, t.topic, t.createdAt)],
);

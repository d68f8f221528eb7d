import type { Database } from '../db/client';

/** The handle a transaction callback receives; it runs statements like `db` does. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

type Publisher = { publish: (userId: number, message: object) => unknown };

/** What a service collects during a transaction and wants done only once it has committed. */
export type AfterCommit = {
  publish: (userId: number, message: object) => void;
  run: (task: () => unknown) => void;
};

/**
 * Runs `work` in one transaction; realtime messages and other side effects it collects happen
 * only after COMMIT. A rolled-back transaction therefore never tells a socket about a row that
 * does not exist, and a listener on another instance that fetches the row will find it.
 * A failing side effect is reported to `onError` and does not undo the committed work.
 */
export async function withAfterCommit<T>(
  db: Database,
  realtime: Publisher,
  work: (tx: Tx, after: AfterCommit) => Promise<T>,
  onError: (error: unknown) => void = () => undefined,
): Promise<T> {
  const tasks: (() => unknown)[] = [];
  const after: AfterCommit = {
    publish: (userId, message) => tasks.push(() => realtime.publish(userId, message)),
    run: (task) => tasks.push(task),
  };
  const result = await db.transaction((tx) => work(tx, after));
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      onError(error);
    }
  }
  return result;
}

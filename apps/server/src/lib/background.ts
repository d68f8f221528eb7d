import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (mail, mostly): the answer goes out first, so its
 * timing says nothing about what the work found, and a slow or failing mail server can neither
 * delay nor fail the request. Failures are logged. App close waits for what is still running.
 */
export type Background = {
  run: (name: string, task: () => Promise<unknown>) => void;
  /** Resolves once every task started so far has finished. */
  drain: () => Promise<void>;
};

export function createBackground(log: FastifyBaseLogger): Background {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, task: name }, 'background task failed'),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async drain() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

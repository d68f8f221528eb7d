import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Due reminders must fire within 5 s; a 1 s poll of a partial index is cheap on every instance. */
export const SCHEDULER_POLL_MS = 1000;

type Job = () => Promise<unknown>;

export type Scheduler = {
  add: (name: string, job: Job) => void;
  /**
   * Runs every job once after any run in progress; resolves when done. The poll uses it, and
   * tests call it after moving the fake clock instead of waiting for the next poll.
   */
  runNow: () => Promise<void>;
  /**
   * How late (ms) the last poll started compared with when its timer was due, or null before the
   * first poll. A busy event loop or a slow previous run shows here first.
   */
  lagMs: () => number | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

/**
 * Background jobs on every instance. Jobs must claim their work themselves (row locks with
 * SKIP LOCKED) so that several instances polling together still do each piece once. The first run
 * happens when the app is ready, so whatever fell due while no server was up is done at start.
 */
export const schedulerPlugin = fp(async (app: FastifyInstance, opts: { pollMs?: number }) => {
  const pollMs = opts.pollMs ?? SCHEDULER_POLL_MS;
  const jobs = new Map<string, Job>();
  let chain: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let lastLagMs: number | null = null;

  const runAll = async () => {
    for (const [name, job] of jobs) {
      if (stopped) return;
      try {
        await job();
      } catch (error) {
        app.log.error({ err: error, job: name }, 'scheduled job failed');
      }
    }
  };
  const runNow = () => {
    chain = chain.then(runAll);
    return chain;
  };
  const loop = () => {
    const dueAt = performance.now() + pollMs;
    timer = setTimeout(() => {
      lastLagMs = Math.max(0, performance.now() - dueAt);
      void runNow().then(() => {
        if (!stopped) loop();
      });
    }, pollMs);
  };

  app.decorate('scheduler', {
    add: (name, job) => void jobs.set(name, job),
    runNow,
    lagMs: () => lastLagMs,
  } satisfies Scheduler);
  app.addHook('onReady', async () => {
    void runNow();
    loop();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await chain;
  });
});

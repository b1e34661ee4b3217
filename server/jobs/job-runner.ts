/**
 * The one runner of the server's background work (docs/DECISIONS.md, "One job runner"): every tick (half a second of
 * real time) it starts each job that is due on the app's clock and not already running. build-app.ts starts it in the
 * app's one onReady hook and stops it in its one onClose; inject tests leave it stopped and call `runOnce`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock';
import type { Job } from './job';

export interface JobRunner {
  /** Ticks until `stop`. */
  start(): void;
  /** Stops ticking, stops each job that has a stop, and resolves once every run going has ended. */
  stop(): Promise<void>;
  /** Runs each job that is due now, in the registry's order, each to its end (what a tick starts, awaited). */
  runOnce(): Promise<void>;
}

export interface JobRunnerOptions {
  jobs: readonly Job[];
  clock: Clock;
  log: FastifyBaseLogger;
  /** Real-time pause between ticks (500 ms). */
  tickMs?: number;
}

export function createJobRunner({ jobs, clock, log, tickMs = 500 }: JobRunnerOptions): JobRunner {
  const startedAt = clock.now().getTime();
  const lastStart = new Map<string, number>();
  const running = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;

  const dueAt = (job: Job): number => {
    const last = lastStart.get(job.name);
    return last === undefined ? startedAt + (job.firstAfterMs ?? 0) : last + job.everyMs;
  };
  const isDue = (job: Job, now: Date): boolean => !running.has(job.name) && now.getTime() >= dueAt(job);

  function launch(job: Job, now: Date): Promise<void> {
    lastStart.set(job.name, now.getTime());
    const run = job
      .run({ now, log })
      .catch((error: unknown) => log.warn({ err: error, job: job.name }, 'job failed; it runs again when next due'))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  }

  function tick(): void {
    if (stopped) return;
    const now = clock.now();
    for (const job of jobs) if (isDue(job, now)) void launch(job, now);
    timer = setTimeout(tick, tickMs);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all(jobs.map((job) => job.stop?.()));
      await Promise.all(running.values());
    },
    async runOnce() {
      for (const job of jobs) {
        await running.get(job.name);
        const now = clock.now();
        if (isDue(job, now)) await launch(job, now);
      }
    },
  };
}

/**
 * One piece of background work the server does on its own (docs/DECISIONS.md, "One job runner"): what it is called,
 * how often it runs on the app's clock, and what it does. server/jobs/app-jobs.ts lists every one.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface JobContext {
  /** The app's clock when the run started. */
  now: Date;
  log: FastifyBaseLogger;
}

export interface Job {
  /** Names the job in logs ("job failed") and in the list of what runs. */
  name: string;
  /** How long after its last start it is due again, on the app's clock; 0: at every tick of the runner. */
  everyMs: number;
  /** How long after the app starts it is first due, on the app's clock; absent: at the first tick. */
  firstAfterMs?: number;
  /** One run; a run still going is not started again. A failure is logged and the job runs when next due. */
  run(context: JobContext): Promise<void>;
  /** When the app closes, before the runner waits for the runs going (deliveries stop claiming, then finish). */
  stop?(): Promise<void>;
}

/**
 * The one job runner (server/jobs/job-runner.ts): each job runs when due on the app's clock, in the registry's order,
 * never twice at once; a failure is logged by the job's name and the job runs again when next due; started, it ticks
 * on real time, and stopping it stops each job and waits for the runs going.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Job } from '../../../server/jobs/job';
import { createJobRunner } from '../../../server/jobs/job-runner';
import { createTestClock } from '../../support/test-clock';

const MINUTE = 60_000;

/** A Fastify logger whose lines the test reads. */
function recordingLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: Fastify({ logger: { level: 'info', stream } }).log, lines };
}

/** A job that records when it ran, by the app's clock. */
function recordingJob(name: string, everyMs: number, ran: string[], extra: Partial<Job> = {}): Job {
  return { name, everyMs, run: async ({ now }) => void ran.push(`${name}@${now.toISOString().slice(11, 19)}`), ...extra };
}

describe('the job runner', () => {
  it('runs each job when due on the app clock, in the order of the registry', async () => {
    const clock = createTestClock('2026-12-01T17:00:00Z');
    const ran: string[] = [];
    const runner = createJobRunner({
      jobs: [
        recordingJob('scan', 30_000, ran),
        recordingJob('deliveries', 0, ran),
        recordingJob('expiry', 60 * MINUTE, ran, { firstAfterMs: 5 * MINUTE }),
      ],
      clock,
      log: recordingLog().log,
    });
    await runner.runOnce();
    clock.advance(10_000);
    await runner.runOnce();
    clock.advance(20_000);
    await runner.runOnce();
    clock.advance(5 * MINUTE);
    await runner.runOnce();
    clock.advance(MINUTE);
    await runner.runOnce();
    expect(ran).toEqual([
      'scan@17:00:00',
      'deliveries@17:00:00',
      'deliveries@17:00:10',
      'scan@17:00:30',
      'deliveries@17:00:30',
      'scan@17:05:30',
      'deliveries@17:05:30',
      'expiry@17:05:30',
      'scan@17:06:30',
      'deliveries@17:06:30',
    ]);
  });

  it('logs a failure with the job name and runs the job again when it is next due', async () => {
    const clock = createTestClock();
    const { log, lines } = recordingLog();
    let runs = 0;
    const runner = createJobRunner({
      jobs: [
        {
          name: 'event purge',
          everyMs: MINUTE,
          run: async () => {
            runs += 1;
            if (runs === 1) throw new Error('database went away');
          },
        },
      ],
      clock,
      log,
    });
    await runner.runOnce();
    await runner.runOnce();
    expect(runs).toBe(1);
    expect(lines.filter((line) => line.job === 'event purge').map((line) => line.msg)).toEqual(['job failed; it runs again when next due']);
    clock.advance(MINUTE);
    await runner.runOnce();
    expect(runs).toBe(2);
  });

  it('ticks on real time once started, starts no run of a job still running, and on stop stops each job and waits', async () => {
    const clock = createTestClock();
    let finish: () => void = () => {};
    let started = 0;
    const events: string[] = [];
    const runner = createJobRunner({
      jobs: [
        {
          name: 'deliveries',
          everyMs: 0,
          run: () => {
            started += 1;
            return new Promise<void>((resolve) => (finish = resolve));
          },
          stop: async () => void events.push('job stopped'),
        },
      ],
      clock,
      log: recordingLog().log,
      tickMs: 5,
    });
    runner.start();
    await expect.poll(() => started).toBe(1);
    // Many ticks later, the first run still going: no second one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toBe(1);
    const stopped = runner.stop().then(() => events.push('runner stopped'));
    await expect.poll(() => events).toEqual(['job stopped']);
    finish();
    await stopped;
    expect(events).toEqual(['job stopped', 'runner stopped']);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(started).toBe(1);
  });
});

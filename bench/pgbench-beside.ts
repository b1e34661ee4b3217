/**
 * `pgbench -N` (16 clients, 2 threads, 10 s) on the PostgreSQL the bench used, right after its runs, so the saves a
 * second can be printed as a ratio of what that PostgreSQL commits on this machine now (docs/PERFORMANCE.md: a ratio in
 * one run is the figure that travels between machines). Its tables are made in the bench's database and dropped after.
 * Undefined when pgbench is not on PATH or fails.
 */
import { spawnSync } from 'node:child_process';

const run = (args: string[]) => spawnSync('pgbench', args, { encoding: 'utf8' });

export function pgbenchTps(databaseUrl: string): number | undefined {
  const init = run(['-i', '-q', databaseUrl]);
  if (init.error || init.status !== 0) {
    console.log(`pgbench not run: ${init.error?.message ?? init.stderr.trim().split('\n').pop()}`);
    return undefined;
  }
  try {
    const bench = run(['-N', '-c', '16', '-j', '2', '-T', '10', databaseUrl]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(bench.stdout)?.[1];
    if (!tps) console.log(`pgbench gave no tps: ${bench.stderr.trim().split('\n').pop()}`);
    return tps ? Number(tps) : undefined;
  } finally {
    run(['-i', '-I', 'd', databaseUrl]);
  }
}

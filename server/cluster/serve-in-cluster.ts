/**
 * WEB_CONCURRENCY > 1 (docs/DECISIONS.md, "Several processes on one machine"): this process becomes node:cluster's
 * primary and runs that many server processes (`entry`, server/main.ts), which share the port (the primary hands
 * each connection to one of them) and the PostgreSQL database. The primary holds no database and serves nothing:
 * it starts the processes, starts another when one dies after it listened, and on SIGTERM or SIGINT passes the
 * signal on and exits once they have drained. A process that dies before it listened stops them all: a start that
 * fails once fails again.
 */
import cluster, { type Worker } from 'node:cluster';

export interface ClusterOptions {
  processes: number;
  /** The module each process runs (with this process's Node flags, e.g. tsx's loader). */
  entry: string;
  /** Once every process listens, the first time: where they listen. */
  onListening(port: number): void;
}

export function serveInCluster({ processes, entry, onListening }: ClusterOptions): void {
  cluster.setupPrimary({ exec: entry });
  const listened = new WeakSet<Worker>();
  let listening = 0;
  let stopping = false;
  let exitCode = 0;

  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };

  cluster.on('listening', (worker, address) => {
    if (listened.has(worker)) return;
    listened.add(worker);
    listening += 1;
    if (listening === processes) onListening(address.port);
  });

  cluster.on('exit', (worker, code, signal) => {
    // The exit status is the shutdown's: a process that died and was replaced earlier does not count.
    if (stopping && code !== 0) exitCode = 1;
    if (!stopping && !listened.has(worker)) {
      console.error(`A server process stopped before it listened (${code ?? signal}): stopping the others.`);
      exitCode = 1;
      stopAll('SIGTERM');
    } else if (!stopping) {
      console.error(`Server process ${worker.process.pid} stopped (${code ?? signal}): starting another.`);
      cluster.fork();
    }
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stopAll(signal));
  for (let n = 0; n < processes; n += 1) cluster.fork();
}

import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface BenchServer {
  url: string;
  database: string;
  stop(): Promise<void>;
  /** After stop: the embedded database's WAL fsyncs over the run (undefined on PostgreSQL). */
  walSyncs(): number | undefined;
}

/** Starts bench/bench-server.ts in a child process and resolves once it listens; `processes` above 1 needs `databaseUrl`. */
export function startBenchServer(options: {
  distDir: string;
  dataDir: string;
  databaseUrl?: string;
  processes?: number;
}): Promise<BenchServer> {
  mkdirSync(options.dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DIST_DIR: options.distDir,
    DATA_DIR: options.dataDir,
    LOG_FILE: join(options.dataDir, 'server.log'),
  };
  // The embedded run must not pick up a PostgreSQL URL from the caller's environment.
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  env.WEB_CONCURRENCY = String(options.processes ?? 1);
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/bench-server.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A crashed benchmark must not leave its server running.
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);
  void exited.then(() => process.off('exit', killChild));
  return new Promise((resolve, reject) => {
    let buffer = '';
    let walSyncs: number | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      const found = /BENCH_WAL_SYNCS (\d+)/.exec(chunk.toString());
      if (found) walSyncs = Number(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with code ${code} before listening`)));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('BENCH_SERVER '));
      if (!line) return;
      // bench/bench-server.ts prints this line from its url and database strings.
      const { url, database } = JSON.parse(line.slice('BENCH_SERVER '.length)) as { url: string; database: string };
      resolve({
        url,
        database,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
        walSyncs: () => walSyncs,
      });
    });
  });
}

/**
 * The real entry point as a child process (as tests/server/process-restart.test.ts runs it): `node --import
 * tsx server/main.ts`, so a SIGKILL hits the process that holds the database. A fixed port lets clients keep
 * their address across a restart, like a load balancer's backend.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { processArgs } from '../../support/process-entry';
import { DIST_DIR, ROOT } from './test-app';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Every line it has printed on stdout so far (pino's JSON lines, the funnel addresses). */
  lines: string[];
}

/** A port nobody listens on right now (the OS's pick, released for the server to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts server/main.ts with only the given environment (plus PATH and the like) and resolves once it
 * listens; rejects with its exit code and stderr if it exits first. `onSpawn` sees the child at once,
 * so a caller can kill it in afterAll even when it never listens.
 */
export function startServerProcess(
  env: Record<string, string>,
  onSpawn?: (child: ChildProcess) => void,
  /** `detached`: the server leads its own process group, so a test can SIGKILL the whole group (`process.kill(-pid)`). */
  options: { detached?: boolean } = {},
): Promise<ServerProcess> {
  const base: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', DIST_DIR, LOG_LEVEL: 'info', ...env };
  for (const name of ['DATABASE_URL', 'SESSION_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'TEST_DATABASE_URL'])
    if (!(name in env)) delete base[name];
  const child = spawn(process.execPath, processArgs('server'), {
    cwd: ROOT,
    env: base,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  onSpawn?.(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const lines: string[] = [];
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      const match = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(line);
      if (match?.[1]) resolve({ child, url: match[1], exited, lines });
    });
    void exited.then(({ code, signal }) => reject(new Error(`server/main.ts exited (${code ?? signal}) before listening:\n${stderr}`)));
  });
}

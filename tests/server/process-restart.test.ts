/**
 * The real entry point as `npm start` runs it (without the build): PGlite on disk under a temporary
 * DATA_DIR, no other environment. An acknowledged save must survive SIGKILL, and SIGTERM must exit cleanly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { DIST_DIR, ROOT, readCsrf, readProps } from './helpers/test-app';

interface Running {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const dataDir = mkdtempSync(join(tmpdir(), 'booking-restart-'));
const started: ChildProcess[] = [];

/** Starts server/main.ts and resolves with the address it logs once it listens. */
function startServer(): Promise<Running> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR, LOG_LEVEL: 'info' };
  for (const name of ['DATABASE_URL', 'SESSION_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY']) delete env[name];
  // `node --import tsx` rather than the tsx CLI: the CLI runs the server in a child process, and the
  // SIGKILL must hit the process that holds the database.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(line);
      if (match?.[1]) resolve({ child, url: match[1], exited });
    });
    void exited.then(({ code }) => reject(new Error(`server/main.ts exited with ${code} before listening:\n${stderr}`)));
  });
}

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server/main.ts as a process', () => {
  it('keeps an acknowledged save through SIGKILL and a restart, then shuts down cleanly on SIGTERM', async () => {
    const first = await startServer();
    const page = await fetch(`${first.url}/partners/bayside-movers/book`);
    expect(page.status).toBe(200);
    const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
    const html = await page.text();
    const { booking } = readProps(html);
    const save = await fetch(`${first.url}/api/v1/booking`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', accept: 'application/json', cookie, 'x-csrf-token': readCsrf(html), 'x-partner-slug': 'bayside-movers' },
      body: JSON.stringify({ booking: { ...booking, firstName: 'Durable', bedrooms: 3 } }),
    });
    expect(save.status).toBe(200);
    const acknowledged = (await save.json()) as Record<string, unknown>;

    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

    const second = await startServer();
    // Same cookie: the generated session secret was kept in DATA_DIR, the session row survived too.
    const again = await fetch(`${second.url}/partners/bayside-movers/book`, { headers: { cookie } });
    expect(readProps(await again.text()).booking).toEqual(acknowledged);

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  }, 180_000);
});

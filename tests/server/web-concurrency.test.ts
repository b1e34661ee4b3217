/**
 * WEB_CONCURRENCY (server/cluster/serve-in-cluster.ts): `server/main.ts` with WEB_CONCURRENCY=2 on PostgreSQL runs
 * two server processes on one port that both serve the funnel, prints the addresses once, replaces one that dies,
 * and stops them on SIGTERM.
 * Without DATABASE_URL it refuses to start (tests/server/config.test.ts holds the message).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './helpers/server-process';
import { createPostgresDatabase, TEST_DATABASE_URL, type SharedPostgres } from './helpers/test-databases';
import { TEST_SESSION_SECRET } from './helpers/test-app';

/** The pid of every log line with this message. */
const pidsOf = (lines: readonly string[], message: RegExp) =>
  new Set(lines.filter((line) => message.test(line)).map((line) => (JSON.parse(line) as { pid: number }).pid));

/** A GET on a new connection each time, so the primary hands each one to a process in turn. */
const getStatus = (url: string) =>
  new Promise<number>((resolve, reject) =>
    get(url, { agent: false }, (response) => resolve(response.resume().statusCode!)).on('error', reject),
  );

describe.skipIf(!TEST_DATABASE_URL)('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  let shared: SharedPostgres;
  let server: ServerProcess;
  const dataDir = mkdtempSync(join(tmpdir(), 'web-concurrency-'));

  beforeAll(async () => {
    shared = await createPostgresDatabase(TEST_DATABASE_URL!);
    server = await startServerProcess(
      { PORT: '0', WEB_CONCURRENCY: '2', DATABASE_URL: shared.url, DATA_DIR: dataDir, SESSION_SECRET: TEST_SESSION_SECRET },
      undefined,
      { detached: true },
    );
  }, 120_000);

  afterAll(async () => {
    // The whole group, should the test have failed before the primary stopped its processes.
    if (server?.child.exitCode === null) process.kill(-server.child.pid!, 'SIGKILL');
    await shared?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the funnel from both processes on one port, and prints the addresses once', async () => {
    await expect.poll(() => pidsOf(server.lines, /"msg":"Server listening at/).size, { timeout: 60_000 }).toBe(2);
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) statuses.push(await getStatus(`${server.url}/partners/bayside-movers/book`));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const listening = pidsOf(server.lines, /"msg":"Server listening at/);
    await expect.poll(() => pidsOf(server.lines, /"msg":"request completed"/)).toEqual(listening);
    expect(listening).not.toContain(server.child.pid);
    expect(server.lines.filter((line) => line.includes('/partners/bayside-movers/book') && !line.startsWith('{'))).toHaveLength(1);
  }, 90_000);

  it('replaces a process that dies, and keeps serving meanwhile', async () => {
    const [victim] = pidsOf(server.lines, /"msg":"Server listening at/);
    process.kill(victim!, 'SIGKILL');
    await expect.poll(() => pidsOf(server.lines, /"msg":"Server listening at/).size, { timeout: 60_000 }).toBe(3);
    expect(await getStatus(`${server.url}/partners/summit-moving/book`)).toBe(200);
  }, 90_000);

  it('stops its processes and exits 0 on SIGTERM', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const pids = [...pidsOf(server.lines, /"msg":"Server listening at/)];
    const alive = pids.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  });
});

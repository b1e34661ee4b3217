/**
 * The real entry point as `npm start` runs it (without the build): PGlite on disk under a temporary
 * DATA_DIR, no other environment. An acknowledged save must survive SIGKILL, and SIGTERM must exit cleanly.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from './helpers/server-process';
import { ROOT, readCsrf, readProps } from './helpers/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'booking-restart-'));
const started: ChildProcess[] = [];
const cleanup: string[] = [dataDir];

/** server/main.ts on a free port and this file's data folder; `extra` adds or overrides variables. */
function startServer(extra: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess({ PORT: '0', DATA_DIR: dataDir, ...extra }, (child) => started.push(child));
}

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

/** Runs server/main.ts expecting it to refuse to start; resolves with its exit code and stderr lines. */
async function refusedStart(extra: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  const running = startServer(extra).then(
    (server) => {
      server.child.kill('SIGKILL');
      throw new Error('the server started');
    },
    (error: Error) => error.message,
  );
  const message = await running;
  const [head, ...lines] = message.split('\n');
  return { code: Number(/exited \((\S+)\)/.exec(head ?? '')?.[1]), lines: lines.filter(Boolean) };
}

describe('server/main.ts as a process', () => {
  it('refuses to start with one line per mistake when a partner file is invalid', async () => {
    const partnersDir = mkdtempSync(join(tmpdir(), 'booking-partners-'));
    cleanup.push(partnersDir);
    const partner = JSON.parse(readFileSync(join(ROOT, 'partners/bayside-movers.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(partnersDir, 'bayside-movers.json'), JSON.stringify({ ...partner, phone: '555-0123', maxDistance: -1 }, null, 2));

    const { code, lines } = await refusedStart({ PARTNERS_DIR: partnersDir });

    expect(code).toBe(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/bayside-movers\.json:\d+: \/phone: /);
    expect(lines[1]).toMatch(/bayside-movers\.json:\d+: \/maxDistance: /);
  }, 60_000);

  it('refuses to start on a malformed environment value', async () => {
    expect(await refusedStart({ PORT: 'eighty' })).toEqual({
      code: 1,
      lines: ["PORT must be a whole number from 0 to 65535, got 'eighty'"],
    });
  }, 60_000);

  it('refuses to start with one line naming the folder when the embedded database cannot be opened', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'booking-data-'));
    cleanup.push(dataDir);
    mkdirSync(join(dataDir, 'pglite'));
    writeFileSync(join(dataDir, 'pglite', 'PG_VERSION'), 'not a database\n');

    const { code, lines } = await refusedStart({ DATA_DIR: dataDir });

    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^Could not open the embedded database in ${join(dataDir, 'pglite')}: .+ move it away`)),
    ]);
  }, 60_000);

  it('refuses to start with one line, without the password, when PostgreSQL does not answer', async () => {
    const port = await freePort();
    const { code, lines } = await refusedStart({ DATABASE_URL: `postgres://booking:s3cret@127.0.0.1:${port}/booking` });

    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Could not open PostgreSQL at postgres://booking:\\*\\*\\*@127\\.0\\.0\\.1:${port}/booking \\(DATABASE_URL\\): .*ECONNREFUSED`,
        ),
      ),
    ]);
    expect(lines.join('\n')).not.toContain('s3cret');
  }, 60_000);

  it('keeps an acknowledged save through SIGKILL and a restart, then shuts down cleanly on SIGTERM', async () => {
    const first = await startServer();
    const page = await fetch(`${first.url}/partners/bayside-movers/book`);
    expect(page.status).toBe(200);
    const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
    const html = await page.text();
    const { booking } = readProps(html);
    const save = await fetch(`${first.url}/api/v1/booking`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        cookie,
        'x-csrf-token': readCsrf(html),
        'x-partner-slug': 'bayside-movers',
      },
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

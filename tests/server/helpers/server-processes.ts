/**
 * Several real server processes (server-process.ts) on one PostgreSQL database, as behind a load balancer: the
 * database migrated first, as a deploy does; one session secret, so a session started on one process is valid on
 * the others; X-Forwarded-For believed from loopback (http-visitor.ts gives each customer an address); each
 * process its own DATA_DIR. `stop` ends the processes and removes their folders.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../server/db/open-database';
import { startServerProcess } from './server-process';
import { TEST_SESSION_SECRET } from './test-app';

export interface ServerProcesses {
  /** Each process's base URL, e.g. 'http://127.0.0.1:41234'. */
  urls: string[];
  stop(): Promise<void>;
}

export async function startServerProcesses(databaseUrl: string, count: number, env: Record<string, string> = {}): Promise<ServerProcesses> {
  const migrated = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await migrated.close();
  const children: ChildProcess[] = [];
  const dataDirs: string[] = [];
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
  const start = () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'server-process-'));
    dataDirs.push(dataDir);
    return startServerProcess(
      { PORT: '0', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SESSION_SECRET: TEST_SESSION_SECRET, TRUST_PROXY: 'loopback', ...env },
      (child) => children.push(child),
    );
  };
  try {
    const started = await Promise.all(Array.from({ length: count }, start));
    return { urls: started.map((process) => process.url), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

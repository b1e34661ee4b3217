/**
 * The embedded database takes no lock, and two processes opening one PGlite folder damage it. The server
 * writes its process id next to the folder while it runs; tools that open the database directly
 * (`npm run deliveries`) refuse while that process is alive.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const fileIn = (dataDir: string) => join(dataDir, 'server.pid');

/** Marks the folder as the running server's; the returned function clears the mark. */
export function markEmbeddedServer(dataDir: string): () => void {
  writeFileSync(fileIn(dataDir), `${process.pid}\n`);
  return () => rmSync(fileIn(dataDir), { force: true });
}

/** The pid of a live server holding the folder, or null (none, or it died without clearing its mark). */
export function embeddedServerPid(dataDir: string): number | null {
  if (!existsSync(fileIn(dataDir))) return null;
  const pid = Number(readFileSync(fileIn(dataDir), 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

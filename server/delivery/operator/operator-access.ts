/**
 * How `npm run deliveries` reaches the running server (docs/DECISIONS.md, "Delivery a dispatcher can trust"): the
 * server writes `operator.json` in DATA_DIR (mode 0600: only its user reads it) with a loopback address and a
 * random token, and removes it when it stops. The command asks the server over loopback with that token, so it
 * works while `npm start` holds the embedded database, and only someone who can read DATA_DIR may ask.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OperatorAccess {
  /** The server on loopback, e.g. 'http://127.0.0.1:3000'. */
  url: string;
  token: string;
  pid: number;
}

const fileIn = (dataDir: string) => join(dataDir, 'operator.json');

/** A new random token for this server run. */
export function newOperatorToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Writes the access file; the returned function removes it. */
export function writeOperatorAccess(dataDir: string, access: OperatorAccess): () => void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(fileIn(dataDir), `${JSON.stringify(access)}\n`, { mode: 0o600 });
  return () => rmSync(fileIn(dataDir), { force: true });
}

/** The running server's access, or null (none, or its process is gone). */
export function readOperatorAccess(dataDir: string): OperatorAccess | null {
  if (!existsSync(fileIn(dataDir))) return null;
  try {
    // Written by writeOperatorAccess (mode 0600, this user's only): the shape it wrote.
    const access = JSON.parse(readFileSync(fileIn(dataDir), 'utf8')) as OperatorAccess;
    process.kill(access.pid, 0);
    return access;
  } catch {
    return null;
  }
}

/** The loopback URL a server listening on `host:port` answers on. */
export function loopbackUrl(host: string, port: number): string {
  return host.includes(':') && host !== '0.0.0.0' && host !== '::' ? `http://[::1]:${port}` : `http://127.0.0.1:${port}`;
}

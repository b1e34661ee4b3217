import type { DatabaseTarget } from './open-database';
import { fieldOf } from '../../core/is-record';

/**
 * The one line `server/main.ts` prints when the database cannot be opened at start-up: which
 * database, what went wrong, and what to do. A PostgreSQL URL is shown without its password.
 */
export function databaseOpenFailure(target: DatabaseTarget, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  if (target.kind === 'postgres') {
    return `Could not open PostgreSQL at ${withoutPassword(target.url)} (DATABASE_URL): ${reason}. Check that it runs and accepts this user.`;
  }
  const access = accessProblem(error);
  if (access) {
    // The folder may hold a valid database: never advise moving it away for a permission problem.
    return `Could not open the embedded database in ${target.dataDir ?? 'memory'}: the folder ${access} (${codeOf(error)}). Give the server's user read and write access to it, or set DATA_DIR to a folder it can write.`;
  }
  return `Could not open the embedded database in ${target.dataDir ?? 'memory'}: ${reason}. If that folder is not a database this server made, move it away and a new one will be created (DATA_DIR sets where).`;
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured address';
  }
}

const ACCESS_CODES: Record<string, string> = {
  EACCES: 'cannot be read or written by this user',
  EPERM: 'cannot be read or written by this user',
  EROFS: 'is on a read-only file system',
  ENOTDIR: 'is inside something that is not a folder',
};

/** The error's filesystem code anywhere down its cause chain. */
function codeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = fieldOf(current, 'code');
    if (typeof code === 'string' && code in ACCESS_CODES) return code;
    current = fieldOf(current, 'cause');
  }
  return undefined;
}

function accessProblem(error: unknown): string | undefined {
  const code = codeOf(error);
  return code ? ACCESS_CODES[code] : undefined;
}

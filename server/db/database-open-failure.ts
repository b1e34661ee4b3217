import type { DatabaseTarget } from './open-database';

/**
 * The one line `server/main.ts` prints when the database cannot be opened at start-up: which
 * database, what went wrong, and what to do. A PostgreSQL URL is shown without its password.
 */
export function databaseOpenFailure(target: DatabaseTarget, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  if (target.kind === 'postgres') {
    return `Could not open PostgreSQL at ${withoutPassword(target.url)} (DATABASE_URL): ${reason}. Check that it runs and accepts this user.`;
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

/**
 * `npm run consent -- show <version>`: the consent text of a version (docs/DECISIONS.md, "Consent as data"), as a partner
 * shows it today or as a booking recorded it: kept in the booking, so for as long as its lead is. The database is the
 * server's (DATABASE_URL, else the embedded one under DATA_DIR, which a running server holds: stop it first).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../server/config/load-config';
import { currentConsentText, recordedConsentText, type FoundConsentText } from '../server/consent/find-consent-text';
import { embeddedServerPid } from '../server/db/embedded-server-pid';
import { openDatabase } from '../server/db/open-database';
import { loadPartners } from '../server/partners/load-partners';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const USAGE = "Usage: npm run consent -- show <version>   (e.g. contact-3f9a2c41b7d0, as a lead's consent.*.textVersion names it)";

async function find(version: string): Promise<FoundConsentText | null> {
  const { partners } = loadPartners(process.env.PARTNERS_DIR?.trim() || join(ROOT, 'partners'));
  const current = currentConsentText(version, partners);
  if (current) return current;
  const config = loadConfig(process.env);
  if (!config.databaseUrl) {
    const pid = embeddedServerPid(config.dataDir);
    if (pid !== null)
      throw new Error(`The server (pid ${pid}) holds ${config.dataDir}: stop it to read its bookings, or set DATABASE_URL.`);
  }
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
  );
  try {
    return await recordedConsentText(database.db, version);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const [command, version] = process.argv.slice(2);
  if (command !== 'show' || !version) {
    console.error(USAGE);
    process.exit(2);
  }
  const found = await find(version);
  if (!found) {
    console.error(`No consent text has version ${version}.`);
    process.exitCode = 1;
    return;
  }
  console.log(`version: ${found.version}\nsha256:  ${found.hash}\nsource:  ${found.source}\n\n${found.text}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import type { AppDb } from '../db/app-database';
import { resumeOptOuts } from '../db/link-tables';

/** The address gets no more resume emails from this partner (docs/LEADS.md); asking twice changes nothing. */
export async function optOutOfResumeEmails(db: AppDb, partnerSlug: string, email: string, now: Date): Promise<void> {
  await db.insert(resumeOptOuts).values({ partnerSlug, email: email.trim().toLowerCase(), createdAt: now }).onConflictDoNothing();
}

/** Webhook endpoints that answered 410 Gone (outbox-tables.ts): seen by every process, cleared by a replay. */
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/app-database';
import type { DbOrTx } from '../../db/db-or-tx';
import { disabledWebhookEndpoints } from '../../db/outbox-tables';

const endpoint = (partnerSlug: string, url: string) =>
  and(eq(disabledWebhookEndpoints.partnerSlug, partnerSlug), eq(disabledWebhookEndpoints.url, url));

export async function isEndpointDisabled(db: AppDb, partnerSlug: string, url: string): Promise<boolean> {
  const rows = await db
    .select({ url: disabledWebhookEndpoints.url })
    .from(disabledWebhookEndpoints)
    .where(endpoint(partnerSlug, url))
    .limit(1);
  return rows.length > 0;
}

export async function disableEndpoint(db: AppDb, partnerSlug: string, url: string, reason: string, at: Date): Promise<void> {
  await db.insert(disabledWebhookEndpoints).values({ partnerSlug, url, reason, disabledAt: at }).onConflictDoNothing();
}

export async function enableEndpoint(db: DbOrTx, partnerSlug: string, url: string): Promise<void> {
  await db.delete(disabledWebhookEndpoints).where(endpoint(partnerSlug, url));
}

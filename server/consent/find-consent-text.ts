/**
 * A consent text by its version (`npm run consent -- show <version>`, scripts/consent.ts): the words a partner shows
 * today (from the partner files), else the words a booking recorded, which stay for as long as the booking does, and
 * so as long as its lead. The version is made from the words (./consent-version.ts), so one version has one text.
 */
import { sql } from 'drizzle-orm';
import { consentTexts } from '../../core/consent/consent-texts';
import { applyPartnerCopy } from '../../core/copy/apply-partner-copy';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { isRecord } from '../../core/is-record';
import type { AppDb } from '../db/app-database';
import { bookings } from '../db/schema';
import type { ServerPartner } from '../partners/server-partner';
import { versionedConsentText, type VersionedConsentText } from './consent-version';

export interface FoundConsentText extends VersionedConsentText {
  /** Where it was found: the partner that shows it now, or the first booking that recorded it. */
  source: string;
}

/** The version among the texts the partners show today. */
export function currentConsentText(version: string, partners: readonly ServerPartner[]): FoundConsentText | null {
  const landing = funnelDefinition.steps.landing;
  if (!landing) return null;
  for (const partner of partners) {
    const texts = consentTexts(applyPartnerCopy(landing, partner.copy), partner);
    for (const text of [texts.contact, texts.sms]) {
      const versioned = text && versionedConsentText(text);
      if (versioned?.version === version) return { ...versioned, source: `shown today by ${partner.slug}` };
    }
  }
  return null;
}

/** The version as a booking recorded it (the earliest one), or null. */
export async function recordedConsentText(db: AppDb, version: string): Promise<FoundConsentText | null> {
  const rows = await db
    .select({
      reference: bookings.reference,
      record: sql<unknown>`case when ${bookings.data} -> 'consent' -> 'contact' ->> 'version' = ${version}
        then ${bookings.data} -> 'consent' -> 'contact' else ${bookings.data} -> 'consent' -> 'sms' end`,
    })
    .from(bookings)
    .where(
      sql`(${bookings.data} -> 'consent' -> 'contact' ->> 'version' = ${version} or ${bookings.data} -> 'consent' -> 'sms' ->> 'version' = ${version})`,
    )
    .orderBy(bookings.id)
    .limit(1);
  const row = rows[0];
  if (!row || !isRecord(row.record)) return null;
  const { hash, text } = row.record;
  if (typeof hash !== 'string' || typeof text !== 'string') return null;
  return { version, hash, text, source: `recorded by booking ${row.reference}` };
}

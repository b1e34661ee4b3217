/**
 * The demo partners with Bayside Movers sending every event to one webhook URL, in memory or as a PARTNERS_DIR. Its
 * pay-later bookings take no crew (`capacity.payLater: "noCrew"`), so a delivery test converts as many bookings of one
 * day as it needs; the capacity tests keep the crews.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerPartner } from '../../../server/partners/server-partner';
import { ROOT, testPartners } from './test-app';

export const WEBHOOK_SECRET_ENV = 'BAYSIDE_WEBHOOK_SECRET';

function delivery(url: string): NonNullable<ServerPartner['delivery']> {
  return {
    email: 'dispatch@bayside-movers.example.com',
    webhooks: [
      {
        url,
        events: ['booking.converted', 'booking.conversion_withdrawn', 'booking.updated', 'booking.cancelled', 'booking.abandoned'],
        secretEnv: WEBHOOK_SECRET_ENV,
      },
    ],
  };
}

function withWebhook(partner: ServerPartner, url: string): ServerPartner {
  if (partner.slug !== 'bayside-movers') return partner;
  return { ...partner, delivery: delivery(url), capacity: partner.capacity && { ...partner.capacity, payLater: 'noCrew' } };
}

export function partnersWithWebhook(url: string): ServerPartner[] {
  return testPartners().map((partner) => withWebhook(partner, url));
}

/** A folder of the demo partner files, Bayside's with the webhook: for server/main.ts as a process (PARTNERS_DIR). */
export function partnersDirWithWebhook(url: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'webhook-partners-'));
  for (const file of readdirSync(join(ROOT, 'partners')).filter((name) => name.endsWith('.json'))) {
    const partner = JSON.parse(readFileSync(join(ROOT, 'partners', file), 'utf8')) as ServerPartner;
    const written = withWebhook(partner, url);
    writeFileSync(join(dir, file), JSON.stringify(written, null, 2));
  }
  return dir;
}

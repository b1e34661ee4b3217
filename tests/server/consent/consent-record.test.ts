/**
 * Consent as data (docs/DECISIONS.md, "Consent as data"; docs/LEADS.md, "Consent"): the landing page's submit through
 * the embed records, on the server, each consent text's version, hash and words, the server's time, the partner page's
 * origin and path and the client's hashed address; the lead and the flat body carry it; new words make a new version
 * for new bookings and leave old ones as they were; a client cannot write it; "Stop messages" withdraws it and the
 * partner hears of it in booking.updated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { recordedConsentText } from '../../../server/consent/find-consent-text';
import { buildLead } from '../../../server/delivery/lead/build-lead';
import type { LeadEvent } from '../../../server/delivery/lead/lead';
import { outboxEvents } from '../../../server/db/outbox-tables';
import { flatLeadEvent } from '../../../server/delivery/webhooks/flat-lead-event';
import type { ServerPartner } from '../../../server/partners/server-partner';
import { createTestClock } from '../../support/test-clock';
import { bookingByReference } from '../helpers/booking-by-reference';
import { api, testApp, testPartners, visit, type Visitor } from '../helpers/test-app';
import { COMPLETE_BOOKING } from '../helpers/test-bookings';
import { validateLead } from '../helpers/test-leads';

const HOST = { hostPageOrigin: 'https://www.baysidemovers.example.com', hostPagePath: '/get-a-quote' };
const NEW_WORDS = 'By continuing, you agree that Bayside Movers may call and email you about your move.';

describe('the consent a booking records', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const clock = createTestClock(new Date().toISOString().slice(0, 11) + '17:00:00.000Z');

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    app = testApp(database, { clock });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const save = async (on: FastifyInstance, visitor: Visitor, booking: Record<string, unknown>, currentStep: string) => {
    const response = await api(on, visitor, 'PUT', '/api/v1/booking', { booking: { ...booking, currentStep } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Record<string, unknown> & { reference: string; revision: number };
  };
  const stored = async (reference: string) => bookingByReference(database.db, reference);
  const leadOf = async (reference: string, partner: ServerPartner) => {
    const row = await stored(reference);
    return buildLead({
      booking: row.data,
      reference,
      partner,
      conversion: null,
      estimate: { total: row.data.estimate ?? null, sections: row.data.pricingSections ?? [] },
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    });
  };
  const bayside = testPartners().find((partner) => partner.slug === 'bayside-movers')!;

  it('records the texts shown through the embed, with the host page, the version and the server time; the lead and the flat body carry it', async () => {
    const visitor = await visit(app, 'bayside-movers');
    // A client's own consent, however well formed, is never stored: the server writes it.
    const forgedRecord = {
      agreed: true,
      channels: ['call', 'email', 'text'],
      version: 'contact-forged',
      hash: '0'.repeat(64),
      text: 'Anything goes.',
      shownAt: '2020-01-01T00:00:00.000Z',
      acceptedAt: '2020-01-01T00:00:00.000Z',
      page: { path: '/elsewhere' },
      clientHash: 'forged',
    };
    const forged = { contact: forgedRecord, sms: { ...forgedRecord, channels: ['text'] } };
    const saved = await save(app, visitor, { ...visitor.props.booking, ...COMPLETE_BOOKING, ...HOST, consent: forged }, 'landing');
    const { consent } = (await stored(saved.reference)).data;
    const at = clock.now().toISOString();
    expect(consent?.contact).toMatchObject({
      agreed: true,
      channels: ['call', 'email'],
      version: expect.stringMatching(/^contact-[0-9a-f]{12}$/),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      text: 'By continuing, you agree to receive email and/or phone communications from us about your move.',
      shownAt: at,
      acceptedAt: at,
      page: { path: '/partners/bayside-movers/book', ...HOST },
      clientHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(consent?.contact?.version.slice('contact-'.length)).toBe(consent?.contact?.hash.slice(0, 12));
    // Bayside enables texting: the box was shown, and left unticked.
    expect(consent?.sms).toMatchObject({
      agreed: false,
      channels: [],
      acceptedAt: null,
      version: expect.stringMatching(/^sms-/),
      text: expect.stringMatching(
        /^Yes, send me text messages about my move\. Bayside Movers move updates: Up to 5 messages per move\. Msg & data rates may apply\. Reply STOP to cancel, HELP for help, or call \(415\) 555-0123\./,
      ),
    });

    const lead = await leadOf(saved.reference, bayside);
    expect(validateLead(lead), JSON.stringify(validateLead.errors)).toBe(true);
    expect(lead.consent).toMatchObject({
      call: {
        agreed: true,
        textVersion: consent?.contact?.version,
        acceptedAt: at,
        page: { path: '/partners/bayside-movers/book', ...HOST },
      },
      email: { agreed: true, textVersion: consent?.contact?.version, text: consent?.contact?.text },
      sms: { agreed: false, textVersion: consent?.sms?.version },
    });
    expect(lead.estimate).toMatchObject({ nonBinding: true, wording: 'Non-binding estimate' });
    const flat = flatLeadEvent({ type: 'booking.converted', timestamp: at, data: lead });
    expect(flat).toMatchObject({
      consent_call: true,
      consent_email: true,
      consent_sms: false,
      consent_at: at,
      consent_text_version: consent?.contact?.version,
      consent_sms_text_version: consent?.sms?.version,
    });
    // npm run consent -- show <version> finds the words again.
    expect(await recordedConsentText(database.db, consent!.contact!.version)).toMatchObject({ text: consent?.contact?.text });

    // A later step's save, whatever it sends, keeps the record as it was.
    clock.advance(60_000);
    const later = await save(app, visitor, { ...saved, consent: forged, smsOptIn: true }, 'moveDate');
    expect((await stored(later.reference)).data.consent).toEqual(consent);
  });

  it('records the text-message opt-in only when its box is ticked, for text messages only', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const saved = await save(app, visitor, { ...visitor.props.booking, ...COMPLETE_BOOKING, smsOptIn: true }, 'landing');
    const lead = await leadOf(saved.reference, bayside);
    expect(lead.consent?.sms).toMatchObject({ agreed: true, acceptedAt: clock.now().toISOString() });
    expect((await stored(saved.reference)).data.consent?.sms?.channels).toEqual(['text']);
  });

  it('gives new bookings a new version when the words change, and leaves old ones untouched', async () => {
    const first = await visit(app, 'bayside-movers');
    const old = await save(app, first, { ...first.props.booking, ...COMPLETE_BOOKING }, 'landing');
    const oldConsent = (await stored(old.reference)).data.consent;

    const reworded = testPartners().map((partner) =>
      partner.slug === 'bayside-movers' ? { ...partner, copy: { ...partner.copy, 'landing.consent': NEW_WORDS } } : partner,
    );
    const second = testApp(database, { clock, partners: reworded });
    await second.ready();
    try {
      const visitor = await visit(second, 'bayside-movers');
      const fresh = await save(second, visitor, { ...visitor.props.booking, ...COMPLETE_BOOKING }, 'landing');
      const consent = (await stored(fresh.reference)).data.consent;
      expect(consent?.contact).toMatchObject({ text: NEW_WORDS, version: expect.stringMatching(/^contact-/) });
      expect(consent?.contact?.version).not.toBe(oldConsent?.contact?.version);
      // The old booking, saved again under the new words on a later step, keeps the words it was shown.
      const again = await save(second, first, { ...old }, 'moveDate');
      expect((await stored(again.reference)).data.consent).toEqual(oldConsent);
    } finally {
      await second.close();
    }
  });

  it('"Stop messages" withdraws it, at the first time asked, and the partner hears it in booking.updated', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const saved = await save(app, visitor, { ...visitor.props.booking, ...COMPLETE_BOOKING, smsOptIn: true }, 'landing');
    const converted = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
    expect(converted.statusCode, converted.body).toBe(200);
    clock.advance(60_000);
    const withdrawnAt = clock.now().toISOString();
    const stopped = await save(app, visitor, { ...converted.json(), messagesStopped: true }, 'manage');
    clock.advance(60_000);
    await save(app, visitor, stopped, 'manage');
    expect((await stored(saved.reference)).data.consent?.withdrawnAt).toBe(withdrawnAt);

    const lead = await leadOf(saved.reference, bayside);
    expect(lead.consent).toMatchObject({
      call: { agreed: false, withdrawnAt },
      email: { agreed: false, withdrawnAt },
      sms: { agreed: false, withdrawnAt },
    });
    const events = await database.db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.reference, saved.reference), eq(outboxEvents.type, 'booking.updated')));
    expect(events).toHaveLength(1);
    const event = JSON.parse(events[0]!.body!) as LeadEvent;
    expect(event.data.changes).toEqual(
      expect.arrayContaining([
        { field: 'consent.sms.agreed', before: true, after: false },
        { field: 'consent.sms.withdrawnAt', before: null, after: withdrawnAt },
      ]),
    );
    expect(flatLeadEvent(event)).toMatchObject({ consent_sms: false, consent_withdrawn_at: withdrawnAt });
  });
});

/**
 * Texting is agreed only by ticking its box (docs/LEADS.md, "Consent"): over random bookings (any part of a finished
 * booking, any demo partner, texting enabled or not, saved on the landing step or a later one, any contact
 * preferences, "text" among them) whose box was left unticked or never shown, consent.sms.agreed is false in every
 * format: the stored record, the lead and the flat body.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../core/booking';
import { withConsent } from '../../../server/consent/with-consent';
import { buildLead } from '../../../server/delivery/lead/build-lead';
import { flatLeadEvent } from '../../../server/delivery/webhooks/flat-lead-event';
import { testPartners } from '../helpers/test-app';
import { COMPLETE_BOOKING } from '../helpers/test-bookings';
import { validateLead } from '../helpers/test-leads';

const partners = testPartners();
const fields = Object.keys(COMPLETE_BOOKING);
const NOW = new Date('2026-12-01T17:00:00.000Z');

const randomBooking = fc.record({
  kept: fc.subarray(fields),
  smsOptIn: fc.constantFrom(undefined, false),
  contactPreference: fc.subarray(['call', 'text', 'email', 'online']),
  hostPageOrigin: fc.option(fc.constantFrom('https://www.baysidemovers.example.com', 'https://quotes.example.org'), { nil: undefined }),
  partner: fc.constantFrom(...partners),
  texting: fc.boolean(),
  steps: fc.array(fc.constantFrom('landing', 'moveDate', 'summary', null), { minLength: 1, maxLength: 3 }),
});

describe('a booking without the text-message box ticked', () => {
  it('has consent.sms.agreed false in the stored record, the lead and the flat body', () => {
    fc.assert(
      fc.property(randomBooking, ({ kept, smsOptIn, contactPreference, hostPageOrigin, partner: base, texting, steps }) => {
        const sms = { enabled: texting, programName: 'Move updates', frequency: 'Up to 5 messages per move', helpLine: base.phone };
        const partner = { ...base, contact: { sms } };
        let data = {
          ...Object.fromEntries(kept.map((field) => [field, COMPLETE_BOOKING[field]])),
          contactPreference,
          ...(smsOptIn !== undefined && { smsOptIn }),
          ...(hostPageOrigin && { hostPageOrigin }),
        } as Booking;
        for (const currentStep of steps) {
          const next = withConsent(data, { partner, currentStep, now: NOW, clientHash: 'a'.repeat(64) });
          // As the database stores a save (drizzle/0011_consent_kept.sql): a save without consent keeps the stored one.
          data = { ...next, ...((next.consent ?? data.consent) && { consent: { ...data.consent, ...next.consent } }) };
        }

        expect(data.consent?.sms?.agreed ?? false).toBe(false);
        const lead = buildLead({
          booking: data,
          reference: '7KQ2M9XD',
          partner,
          conversion: null,
          estimate: { total: null, sections: [] },
          createdAt: NOW,
          updatedAt: NOW,
        });
        expect(validateLead(lead), JSON.stringify(validateLead.errors)).toBe(true);
        expect(lead.consent?.sms.agreed).toBe(false);
        expect(flatLeadEvent({ type: 'booking.abandoned', timestamp: NOW.toISOString(), data: lead }).consent_sms).toBe(false);
        // A landing submit records the contact text; texting's text only when the partner enables it.
        if (steps.includes('landing')) {
          expect(lead.consent?.email.agreed).toBe(true);
          expect(lead.consent?.sms.textVersion === null).toBe(!texting);
        }
      }),
      { numRuns: 200 },
    );
  });
});

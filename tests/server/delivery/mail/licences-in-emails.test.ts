/**
 * Licences where the law looks for them, and honest estimate wording (docs/PARTNERS.md, "Licences and texting"): the
 * partner's USDOT, MC and state permit stand in the small print of both emails (text and HTML) and in the invite's
 * description; both emails call the estimate a non-binding estimate; the consumer booklet link follows the legal links.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildLead } from '../../../../server/delivery/lead/build-lead';
import { composeCustomerEmail } from '../../../../server/delivery/mail/compose-customer-email';
import { composePartnerEmail } from '../../../../server/delivery/mail/compose-partner-email';
import { COMPLETE_BOOKING } from '../../helpers/test-bookings';
import { leadEvent, leadInput, PAY_LATER } from '../../helpers/test-leads';
import { partnerWithMailbox } from '../../helpers/test-mail';

const BOOKED = { ...COMPLETE_BOOKING, distance: 14.2, locationId: 101 };
const BOOKLET = 'https://www.cpuc.ca.gov/movers';

function emails(slug: string, copy: Record<string, string> = {}) {
  const base = partnerWithMailbox(slug, `dispatch@${slug}.example.com`);
  const partner = { ...base, copy: { ...base.copy, ...copy } };
  const event = leadEvent('booking.converted', buildLead(leadInput(slug, BOOKED, PAY_LATER, { partner })));
  const context = {
    sequence: 0,
    termsUrl: `https://book.example.com/partners/${slug}/terms`,
    privacyPolicyUrl: `https://book.example.com/partners/${slug}/privacy-policy`,
  };
  return { customer: composeCustomerEmail(event, partner, context)!, partner: composePartnerEmail(event, partner)! };
}

const description = (ics: string) =>
  String(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')?.getFirstPropertyValue('description'));

describe('licences and the non-binding estimate in the emails', () => {
  it.each([
    ['bayside-movers', 'USDOT 3012345 · MC 1023456 · CPUC MTR 0190000'],
    ['summit-moving', 'USDOT 2987654 · MC 998877 · CO PUC HHG HHG-00412'],
  ])("%s: both emails and the invite carry the partner's licences", (slug, licences) => {
    const { customer, partner } = emails(slug);
    for (const message of [customer, partner]) {
      expect(message.text).toContain(licences);
      expect(message.html).toContain(licences);
      expect(description(message.calendar!.content)).toContain(licences);
    }
  });

  it("both emails call a priced estimate a non-binding estimate, in the partner's words", () => {
    for (const message of Object.values(emails('bayside-movers'))) {
      expect(message.text).toMatch(/Non-binding estimate\n/);
      expect(message.html).toContain('Non-binding estimate');
    }
    const reworded = emails('bayside-movers', { 'frame.nonBindingEstimate': 'Estimate only, not a binding price' });
    expect(reworded.customer.text).toContain('Estimate only, not a binding price');
  });

  it('the customer email links the consumer booklet the partner names, after its terms and privacy policy', () => {
    const { customer } = emails('bayside-movers', { 'frame.consumerBookletUrl': BOOKLET });
    expect(customer.text).toContain(`Your rights and responsibilities when you move: ${BOOKLET}`);
    expect(customer.html).toContain(`href="${BOOKLET}"`);
    expect(emails('bayside-movers').customer.text).not.toContain(BOOKLET);
  });
});

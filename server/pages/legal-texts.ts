import { escapeHtml } from '../html/escape-html';

/** The mover a legal page speaks for: named, with the number to call. Null on the neutral pages. */
export interface LegalMover {
  name: string;
  /** As shown: '(415) 555-0100'. */
  phone: string;
}

/** How the texts name the mover and its number, on a partner's page or on the neutral one. */
function moverWords(mover: LegalMover | null) {
  if (!mover) {
    return {
      mover: 'The moving company named on the booking page (the "mover")',
      theMoverAtStart: 'The mover named on the booking page',
      call: 'call the mover at the number shown on the booking page',
    };
  }
  const name = escapeHtml(mover.name);
  const phone = escapeHtml(mover.phone);
  return { mover: `${name} (the "mover")`, theMoverAtStart: name, call: `call ${name} at ${phone}` };
}

/**
 * Placeholder terms (docs/FUNNEL.md#screens-and-routes: /terms and /privacy-policy are full pages; their content
 * is not shown). Plain, honest wording about what this product actually does with data; the operator replaces
 * it with text from their counsel before going live. A partner's page names the partner and its phone.
 */
export function termsHtml(partner: LegalMover | null): string {
  const words = moverWords(partner);
  return `
<h1>Terms of Service</h1>
<p>These terms apply when you request a moving quote or reserve a move through this booking website.
${words.mover} performs the move; this website collects your details and passes them to the mover.</p>
<h2>Quotes and estimates</h2>
<p>Estimates are based on the details you provide and on how long similar moves took. Your crew
confirms the final details on move day. An estimate is not a binding price.</p>
<h2>Reservations and payment</h2>
<p>Nothing is charged when you book: the amount due today is $0.00. If you save a card, it is stored
by our payment provider and charged only after your move, as agreed with the mover. If you choose to
pay later, your details are saved but your time slot is not guaranteed until a payment method is on file.</p>
<h2>Changes and cancellations</h2>
<p>To change or cancel a booking, ${words.call}. The mover's own cancellation terms apply.</p>
<h2>Your responsibilities</h2>
<p>Please give accurate details about your home, contents and access. Inaccurate details can change
the final price or the crew needed.</p>
<h2>Contact</h2>
<p>Questions about these terms: ${words.call}.</p>
`;
}

/** Placeholder privacy policy, worded like the terms (termsHtml). */
export function privacyHtml(partner: LegalMover | null): string {
  const words = moverWords(partner);
  return `
<h1>Privacy Policy</h1>
<p>This policy explains what we collect when you use this booking website and why.</p>
<h2>What we collect</h2>
<p>Your name, email address, phone number, contact preferences, move date, the addresses you move
from and to, details about your home and the items to move, and any notes you write. We also keep a
session cookie so your booking is still there when you come back.</p>
<h2>Why we collect it</h2>
<p>To prepare your estimate, reserve your move and let the mover contact you the way you chose. With
your consent on the first page, the mover may contact you by email and/or phone about your move.</p>
<h2>Who we share it with</h2>
<p>${words.theMoverAtStart}; our payment provider if you save a card (we never see or store
your card number); and an address service that suggests and checks addresses. We do not sell your data.</p>
<h2>Cookies</h2>
<p>One essential cookie keeps your booking session. It expires after 30 days without a visit.</p>
<h2>Your choices</h2>
<p>You can ask the mover for a copy of your data, or to correct or delete it: ${words.call}.</p>
`;
}

import { escapeHtml } from '../html/escape-html';
import type { LegalMover } from './legal-texts';

/**
 * The accessibility statement (/partners/{slug}/accessibility, linked from the funnel's footer): the standard the pages
 * are built and tested to (WCAG 2.2 AA: axe in the browser tests, keyboard walks, contrast checked by npm run check) and
 * how to reach the mover when something stands in the way. Placeholder wording, as the terms are (legal-texts.ts).
 */
export function accessibilityHtml(mover: LegalMover | null): string {
  const reach = mover
    ? `call ${escapeHtml(mover.name)} at ${escapeHtml(mover.phone)}`
    : 'call the mover at the number shown on the booking page';
  return `
<h1>Accessibility statement</h1>
<p>We want everyone to be able to get a moving quote and book a move on this website, whatever device or assistive
technology they use.</p>
<h2>The standard we test to</h2>
<p>These pages aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every release is checked
with automated accessibility tests in a real browser, walked through with the keyboard alone, and every partner's
colours are checked for a contrast of at least 4.5:1.</p>
<h2>What we know is not perfect</h2>
<p>Address suggestions come from a map service whose list may read differently in some screen readers; you can always
type your address in full instead.</p>
<h2>Tell us, and book another way</h2>
<p>If anything on these pages stands in your way, ${reach}: they will take your booking by phone and want to hear
what went wrong so it can be fixed.</p>
`;
}

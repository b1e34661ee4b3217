import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { ADDRESSES } from '../../testkit/funnel-steps';
import { enterDestination, walkThroughOrigin, type Walk } from '../../testkit/walk-funnel';
import { openDestinationAddress } from './support/saved-walk';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** docs/FUNNEL.md#errors: the message of each unserviceable reason. */
const CASES: [string, Omit<Walk, 'wide'>, string][] = [
  [
    'labor_only_move',
    // summit-moving offers no labor-only moves, so only a link can make the booking labor-only.
    { slug: 'summit-moving', query: '?serviceType=labor_only', service: 'Labor only', origin: ADDRESSES.denver },
    "Labor-only moves work a bit differently, so we'll need to double-check the specifics with you directly.",
  ],
  [
    'out_of_state_move',
    { slug: 'bayside-movers', service: 'Full service', origin: ADDRESSES.sanFrancisco, destination: ADDRESSES.denver },
    "Out of state moves need a special touch — let's connect you with the right team.",
  ],
  [
    'long_distance_move',
    { slug: 'bayside-movers', service: 'Full service', origin: ADDRESSES.sanFrancisco, destination: ADDRESSES.losAngeles },
    "This move is beyond our range, but we'll help you find movers who go the distance.",
  ],
];

// Each reason at one size, the sizes taking turns: what ends the walk is the server's, whatever the screen.
const RUNS = CASES.map(([reason, walk, message], i) => ({ reason, walk, message, viewport: VIEWPORTS[i % VIEWPORTS.length]! }));

describe('unserviceable moves (docs/FUNNEL.md#pricing-and-serviceability)', () => {
  it.each(RUNS)(
    '$reason at $viewport.name size: records the conversion and ends on its complete page, without an estimate',
    async ({ reason, walk, message, viewport }) => {
      const { context, page, errors } = await newVisitor(browser, viewport);
      // The labor-only link is walked from the landing page; for the others the steps before the destination are
      // saved (saved-walk.ts), and the destination, whose submit the server judges, is entered.
      if (walk.destination) {
        await openDestinationAddress(page, { ...walk, wide: viewport.width >= 768 });
        await enterDestination(page, walk.destination);
      } else await walkThroughOrigin(page, { ...walk, wide: viewport.width >= 768 });
      await page.waitForURL(`**/book/complete?status=unserviceable&reason=${reason}`);
      await page.getByRole('heading', { name: 'We need more information to finish reserving your move.' }).waitFor();
      await page.getByText(message).waitFor();
      await page.getByText(/Booking reference: [0-9A-HJKMNP-TV-Z]{8}/).waitFor();
      const stored = await (await context.request.get(page.url())).text();
      expect(stored).toContain('"conversionType":"unserviceable"');
      expect(stored).toContain(`"unserviceableReason":"${reason}"`);
      // A move the partner cannot serve online is never priced: no estimate on its page or in its record.
      expect(stored).toContain('"estimate":null');
      expect(await page.getByText('Your estimate').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { partnersDirWithWebhook, WEBHOOK_SECRET_ENV } from '../server/helpers/webhook-partners';
import { startWebhookReceiver, type WebhookReceiver } from '../server/helpers/webhook-receiver';
import { HYDRATION_PROBLEM, VIEWPORTS, type Viewport } from './support/browser';
import { holdCountdown, runCountdown } from './support/processing-countdown';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium-options';
import {
  ADDRESSES,
  chooseMoveDate,
  chooseService,
  DESTINATION_DETAILS,
  enterAddress,
  fillLanding,
  fillPropertyDetails,
  HEADINGS,
  next,
  NOTES,
  onStep,
  ORIGIN_DETAILS,
  payLater,
  PERSON,
} from '../../testkit/funnel-steps';
import { startAppServer, type AppServer } from './support/start-app-server';
import { funnelDefinition } from '../../core/flow/funnel-definition';

/**
 * The funnel on a partner's own website (docs/EMBED.md), in a Chromium that blocks third-party cookies: the demo
 * partner site on localhost embeds the funnel from 127.0.0.1 (another site) with the snippet, and a pay-later booking
 * is walked to the complete page inside the frame. A server of its own sends Bayside's leads to a local webhook.
 */
let browser: Browser;
let server: AppServer;
let webhook: WebhookReceiver;
let partnersDir: string;

beforeAll(async () => {
  webhook = await startWebhookReceiver();
  partnersDir = partnersDirWithWebhook(webhook.url);
  server = await startAppServer(
    { WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true', [WEBHOOK_SECRET_ENV]: `whsec_${randomBytes(32).toString('base64')}` },
    { partnersDir },
  );
  browser = await chromium.launch({
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...(CHROMIUM_LAUNCH_OPTIONS.args ?? []), '--test-third-party-cookie-phaseout'],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await webhook?.close();
  if (partnersDir) rmSync(partnersDir, { recursive: true, force: true });
});

interface HostMessage {
  origin: string;
  data: Record<string, unknown>;
}

declare global {
  interface Window {
    hostMessages?: HostMessage[];
  }
}

/** The demo partner site for `slug` on the loopback's other name (localhost), with an ad click in its address. */
async function openPartnerSite(viewport: Viewport, slug: string, query = '') {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION_PROBLEM.test(message.text())) errors.push(message.text());
  });
  // The host page's analytics: every message the funnel posts to it (init scripts run in every frame: the top one only).
  await page.addInitScript(() => {
    if (window.top !== window) return;
    window.hostMessages = [];
    window.addEventListener('message', (event: MessageEvent<unknown>) => {
      const data = event.data as Record<string, unknown> | null;
      if (data && typeof data.event === 'string') window.hostMessages!.push({ origin: event.origin, data });
    });
  });
  const siteUrl = `${server.baseUrl.replace('127.0.0.1', 'localhost')}/demo/${slug}/${query}`;
  await page.goto(siteUrl);
  return { context, page, errors };
}

const funnelFrame = async (page: Page): Promise<Frame> => (await page.locator('iframe').elementHandle())!.contentFrame() as Promise<Frame>;
const hostMessages = (page: Page) => page.evaluate(() => window.hostMessages ?? []);

/** The frame is exactly as tall as the funnel's page (no inner scrollbar) and its top (on a phone, the step's heading) is on screen. */
async function expectFitted(page: Page, frame: Frame, viewport: Viewport): Promise<void> {
  await expect
    .poll(
      async () => {
        const content = await frame.evaluate(() => ({
          height: Math.ceil(document.documentElement.getBoundingClientRect().height),
          overflow: document.documentElement.scrollHeight - document.documentElement.clientHeight,
        }));
        const box = await page.locator('iframe').evaluate((element) => element.getBoundingClientRect());
        // On a phone the loader brings the step's heading to the top of the screen; wider, the frame's top.
        const heading = await frame.getByRole('heading', { level: 1 }).boundingBox();
        const top = viewport.width < 768 ? (heading?.y ?? -1) : box.top;
        return {
          height: Math.abs(box.height - content.height) <= 1,
          scrolls: content.overflow > 0,
          topInView: top >= -1 && top < viewport.height,
        };
      },
      { timeout: 5_000 },
    )
    .toEqual({ height: true, scrolls: false, topInView: true });
}

/** The steps of a full-service pay-later booking, as the frame announces them: every step of the route, in order. */
const WALKED_STEPS = [...funnelDefinition.flow.steps];

describe.each(VIEWPORTS)('the funnel embedded on a partner site at $name size, third-party cookies blocked', (viewport) => {
  const wide = viewport.width >= 768;

  it('walks a pay-later booking inside the frame, fitted at every step, telling the host page steps and the conversion only', async () => {
    const gclid = `gclid-${viewport.name}-${randomBytes(4).toString('hex')}`;
    const { context, page, errors } = await openPartnerSite(viewport, 'bayside-movers', `?gclid=${gclid}&utm_source=google`);
    const frame = await funnelFrame(page);
    const funnelOrigin = server.baseUrl;
    expect(new URL(frame.url()).origin).toBe(funnelOrigin);
    // Blocking is in force: the frame may not keep an unpartitioned cookie, nor use sessionStorage.
    expect(
      await frame.evaluate(() => {
        document.cookie = 'probe=1; SameSite=None; Secure; Path=/';
        const refused = (() => {
          try {
            window.sessionStorage.getItem('x');
            return false;
          } catch {
            return true;
          }
        })();
        return { cookieKept: document.cookie.includes('probe=1'), storageRefused: refused };
      }),
    ).toEqual({ cookieKept: false, storageRefused: true });

    const fitted = () => expectFitted(page, frame, viewport);
    await onStep(frame, HEADINGS.landing);
    await fitted();
    await fillLanding(frame);
    await onStep(frame, HEADINGS.services);
    await fitted();
    await chooseService(frame, 'Full service');
    await onStep(frame, HEADINGS.moveDate);
    await fitted();
    await chooseMoveDate(frame, wide);
    await onStep(frame, HEADINGS.originAddress);
    await fitted();
    await enterAddress(frame, HEADINGS.originAddress, ADDRESSES.sanFrancisco.typed, ADDRESSES.sanFrancisco.suggestion);
    await onStep(frame, HEADINGS.originPropertyDetails);
    await fitted();
    await fillPropertyDetails(frame, HEADINGS.originPropertyDetails, ORIGIN_DETAILS);
    await onStep(frame, HEADINGS.destinationAddress);
    await fitted();
    await enterAddress(
      frame,
      HEADINGS.destinationAddress,
      ADDRESSES.cupertino.typed,
      ADDRESSES.cupertino.suggestion,
      'Single family house',
    );
    await onStep(frame, 'Tell us about your new home');
    await fitted();
    await fillPropertyDetails(frame, 'Tell us about your new home', DESTINATION_DETAILS);

    await onStep(frame, HEADINGS.livingAreas);
    await fitted();
    if (!wide) {
      // The phone's fixed bar (Next and the estimate) stands at the bottom of the screen, not of the taller frame
      // (the frame is taller than the screen here: the check would pass by itself otherwise).
      // The loader brought the step's heading to the top, which may show the frame's end: back to the page's top first.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await page.locator('iframe').evaluate((element) => element.getBoundingClientRect().bottom)).toBeGreaterThan(viewport.height);
      await expect
        .poll(async () => {
          const bar = await frame.getByRole('button', { name: 'Next', exact: true }).boundingBox();
          return bar !== null && bar.y > viewport.height / 2 && bar.y + bar.height <= viewport.height + 1;
        })
        .toBe(true);
    }
    await frame.getByRole('button', { name: 'Add one bedroom' }).click();
    if (!wide) {
      // So does the pricing drawer the bar's estimate opens.
      await frame.getByRole('button', { name: /^Your estimate/ }).click();
      const drawer = frame.getByRole('dialog', { name: 'Pricing Details' });
      await drawer.waitFor();
      await expect
        .poll(async () => {
          const box = await drawer.boundingBox();
          return box !== null && box.y >= 0 && box.y + box.height <= viewport.height + 1;
        })
        .toBe(true);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
    }
    await next(frame);
    for (const path of ['move-contents/other', 'specialty-items/appliances', 'specialty-items/furniture', 'specialty-items/other']) {
      await frame.waitForURL(`**/book/${path}`);
      await fitted();
      if (path === 'specialty-items/furniture') await frame.getByRole('button', { name: 'Add one upright piano' }).click();
      await next(frame);
    }
    await frame.waitForURL('**/book/additional-notes');
    await fitted();
    await frame.getByRole('textbox').fill(NOTES);
    await next(frame);
    await onStep(frame, HEADINGS.summary);
    await fitted();
    await holdCountdown(page);
    await next(frame);
    await onStep(frame, HEADINGS.checkout);
    await fitted();
    await payLater(frame);
    await frame.getByText('Your move details are being processed...').waitFor();
    await fitted();
    await runCountdown(page, frame);
    await frame.waitForURL('**/book/complete?status=pay_later', { timeout: 10_000 });
    await frame.getByRole('heading', { name: 'Your details are saved!' }).waitFor();
    await fitted();
    // Focus stayed in the frame through every step change (the host page's focus is the frame itself).
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    const reference = /Booking reference: ([0-9A-Z]{8})/.exec(await frame.getByText(/Booking reference:/).innerText())![1]!;

    // One funnel:step per step, one funnel:converted, all from the funnel's origin, none with personal data.
    const messages = await hostMessages(page);
    expect(new Set(messages.map((message) => message.origin))).toEqual(new Set([funnelOrigin]));
    const steps = messages.filter((message) => message.data.event === 'funnel:step').map((message) => message.data);
    expect(steps).toEqual(
      WALKED_STEPS.map((step) => ({
        event: 'funnel:step',
        step,
        index: WALKED_STEPS.indexOf(step),
        path: `/partners/bayside-movers${funnelDefinition.steps[step]!.path}`,
        headingTop: expect.any(Number),
      })),
    );
    const converted = messages.filter((message) => message.data.event === 'funnel:converted').map((message) => message.data);
    // Bayside ends on the funnel's own complete page: no partner page to take the host page to.
    expect(converted).toEqual([
      { event: 'funnel:converted', reference, type: 'pay_later', value: expect.any(Number), currency: 'USD', redirect: null },
    ]);
    expect(converted[0]!.value).toBeGreaterThan(0);
    const said = JSON.stringify(messages);
    for (const personal of [PERSON.firstName, PERSON.lastName, PERSON.email, PERSON.phone, 'Market St', 'Main St', NOTES]) {
      expect(said).not.toContain(personal);
    }
    expect(new Set(messages.map((message) => message.data.event))).toEqual(new Set(['funnel:step', 'funnel:converted', 'funnel:resize']));

    // The partner's lead carries the host page's ad click and where the funnel was embedded.
    await expect
      .poll(
        () =>
          webhook.received
            .map((request) => JSON.parse(request.body) as { type: string; data: { reference: string; marketing: Record<string, string> } })
            .find((event) => event.type === 'booking.converted' && event.data.reference === reference)?.data.marketing,
        { timeout: 15_000 },
      )
      .toEqual({
        utm_source: 'google',
        gclid,
        hostPageOrigin: funnelOrigin.replace('127.0.0.1', 'localhost'),
        hostPagePath: '/demo/bayside-movers/',
      });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a site the partner did not list', () => {
  it('cannot frame the funnel', async () => {
    // Harbor Hauling lists no embedding sites: its funnel refuses every frame but our own pages.
    const { context, page } = await openPartnerSite(VIEWPORTS[1], 'harbor-hauling');
    const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    await page.reload();
    expect((await refused).text()).toMatch(/^Framing 'http:\/\/127\.0\.0\.1:\d+\/' violates .*"frame-ancestors 'self'"/);
    const frame = await funnelFrame(page);
    expect(await frame.getByRole('heading', { name: HEADINGS.landing }).count()).toBe(0);
    expect(await hostMessages(page)).toEqual([]);
    await context.close();
  });
});

/**
 * Customers come back (docs/FUNNEL.md, "Manage and resume links"), on a server of its own: email through a loopback
 * SMTP server, Bayside's webhook to a local receiver for every event, one crew a morning (so a freed crew shows), and
 * a clock the test moves (the idle time of the resume email).
 * - Pay later on one device; the confirmation's "View or change your booking" shows what it opens on another, and its
 *   button opens the booking there (another site's form posting it is refused); it is
 *   rescheduled there (the partner hears `booking.updated` naming `move.date`, the old day's crew is free), then
 *   cancelled (`booking.cancelled`), after which the link answers 410.
 * - "Continue your moving quote" reaches a consenting idle customer once, never one who booked on another device,
 *   and its link reopens the step where the quote stopped in a fresh browser.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createTestClock } from '../support/test-clock';
import { startLoopbackSmtp, type LoopbackSmtp } from '../server/helpers/test-mail';
import { startWebhookReceiver, type WebhookReceiver } from '../server/helpers/webhook-receiver';
import { launchBrowser } from './support/browser';
import { axeOn } from './support/axe';
import { ADDRESSES, clickDay, futureDate, HEADINGS, next, onStep, payLater, pick, PERSON } from '../../testkit/funnel-steps';
import { openSummary } from './support/saved-walk';
import { callApi, seedBooking } from './support/seed-booking';
import { COMPLETE_BOOKING } from '../../testkit/test-bookings';
import { startAppServer, type AppServer } from './support/start-app-server';

const SLUG = 'bayside-movers' as const;
const MINUTE = 60_000;
const clock = createTestClock(new Date());
let server: AppServer;
let smtp: LoopbackSmtp;
let receiver: WebhookReceiver;
let partnersDir: string;
let browser: Browser;

beforeAll(async () => {
  [smtp, receiver] = await Promise.all([startLoopbackSmtp(), startWebhookReceiver()]);
  partnersDir = mkdtempSync(join(tmpdir(), 'funnel-e2e-manage-'));
  for (const slug of [SLUG, 'summit-moving']) {
    const partner = JSON.parse(readFileSync(fileURLToPath(new URL(`../../partners/${slug}.json`, import.meta.url)), 'utf8')) as Record<
      string,
      Record<string, unknown>
    >;
    if (slug === SLUG) {
      partner.capacity = { ...partner.capacity, crews: { default: { morning: 1, afternoon: 1 }, sun: { morning: 0, afternoon: 0 } } };
      partner.delivery = {
        webhooks: [
          {
            url: receiver.url,
            secretEnv: 'BAYSIDE_WEBHOOK_SECRET',
            events: ['booking.converted', 'booking.conversion_withdrawn', 'booking.updated', 'booking.cancelled', 'booking.abandoned'],
          },
        ],
      };
    }
    writeFileSync(join(partnersDir, `${slug}.json`), JSON.stringify(partner, null, 2));
  }
  server = await startAppServer(
    {
      SMTP_URL: smtp.url,
      WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true',
      BAYSIDE_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
      LEAD_IDLE_MINUTES: '30',
    },
    { partnersDir, clock },
  );
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
  await receiver?.close();
  rmSync(partnersDir, { recursive: true, force: true });
});

/** A new device: its own cookies, a desktop window. */
async function device(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}

/** The text of the first email to `to` whose subject matches, once it arrives. */
async function emailTo(to: string, subject: RegExp): Promise<string> {
  const find = () => smtp.received.find(({ envelopeTo, mail }) => envelopeTo.includes(to) && subject.test(mail.subject ?? ''));
  await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true);
  return find()!.mail.text ?? '';
}

/** The path of the link after `label: ` in an email's text (the host is PUBLIC_URL's; this server listens elsewhere). */
function linkIn(text: string, label: string): string {
  const url = new RegExp(`${label}: (\\S+)`).exec(text)?.[1];
  if (!url) throw new Error(`No "${label}" link in:\n${text}`);
  return new URL(url).pathname;
}

/** The webhook bodies Bayside received for `reference`. */
function eventsOf(reference: string): Array<{ type: string; data: { changes?: Array<{ field: string }> } }> {
  return receiver.received
    .map((request) => JSON.parse(request.body) as { type: string; data: { reference: string; changes?: Array<{ field: string }> } })
    .filter((event) => event.data.reference === reference);
}

/** The morning of `date` as a visitor with no booking sees it. */
async function morningOf(date: string): Promise<string> {
  const { context, page } = await device();
  await page.goto(`/partners/${SLUG}/book`);
  const answer = await page.request.get(`/api/v1/availability?from=${date}&to=${date}`, { headers: { 'x-partner-slug': SLUG } });
  const { days } = (await answer.json()) as { days: Array<{ slots: { morning: string } }> };
  await context.close();
  return days[0]!.slots.morning;
}

describe('the manage link', () => {
  it('opens the booking on another device: reschedule, then cancel, then the link is gone', async () => {
    const phone = await device();
    const walk = {
      slug: SLUG,
      service: 'Full service' as const,
      origin: ADDRESSES.sanFrancisco,
      destination: ADDRESSES.cupertino,
      wide: true,
    };
    const saved = await openSummary(phone.page, walk);
    const firstDate = String(saved.booking.moveDate);
    await next(phone.page);
    await payLater(phone.page);
    await phone.page.waitForURL('**/book/complete?status=pay_later', { timeout: 10_000 });
    // The complete page offers the manage page too.
    await phone.page.getByRole('link', { name: 'Manage your booking' }).waitFor();
    const reference = String(saved.booking.reference);

    const confirmation = await emailTo(PERSON.email, new RegExp(`Your details are saved! Your booking ${reference}`));
    const path = linkIn(confirmation, 'View or change your booking');
    expect(path).toMatch(/^\/partners\/bayside-movers\/manage\/[A-Za-z0-9_-]{22}$/);

    // Another site that read the link's page cannot plant the booking in a visitor's browser: its form, posted with
    // the page's own token, is refused and sets no cookie.
    const visitor = await device();
    const formToken = /name="_csrf" value="([^"]+)"/.exec(await (await visitor.context.request.get(path)).text())?.[1] ?? '';
    await visitor.page.route('https://other-site.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${server.baseUrl}${path}"><input name="_csrf" value="${formToken}"></form>
<script>document.forms[0].submit()</script>`,
      }),
    );
    const planted = visitor.page.waitForResponse((response) => response.url().endsWith(path) && response.request().method() === 'POST');
    await visitor.page.goto('https://other-site.example/');
    expect((await planted).status()).toBe(403);
    expect(await visitor.context.cookies(server.baseUrl)).toEqual([]);
    await visitor.context.close();

    // Another device, no cookie: the link's page names the booking and changes nothing until its button is pressed;
    // the button lands on the clean manage address.
    const laptop = await device();
    await laptop.page.goto(path);
    await laptop.page.getByRole('heading', { name: 'Open your booking' }).waitFor();
    expect(await laptop.page.locator('main').textContent()).toContain(`${PERSON.email[0]}•••@`);
    expect(await laptop.context.cookies()).toEqual([]);
    await laptop.page.getByRole('button', { name: 'Open my booking' }).click();
    await laptop.page.waitForURL(`**/partners/${SLUG}/book/manage`);
    await laptop.page.getByRole('heading', { name: 'Your booking' }).waitFor();
    await laptop.page.getByTestId('booking-reference').getByText(reference).waitFor();
    expect(await laptop.page.getByTestId('manage-status').textContent()).toContain('Saved');
    const axe = await axeOn(laptop.page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(await morningOf(firstDate)).toBe('full');

    // Reschedule: the move-date step with live availability, back to the manage page after the save.
    await laptop.page.getByRole('link', { name: 'Reschedule' }).click();
    await onStep(laptop.page, HEADINGS.moveDate);
    const { iso: newDate } = futureDate();
    // The calendar opens on the booking's month once hydrated with its availability; its month buttons then answer.
    await expect.poll(() => laptop.page.getByRole('button', { name: /next month/i }).isEnabled(), { timeout: 20_000 }).toBe(true);
    await clickDay(laptop.page, newDate);
    await pick(laptop.page, 'Morning');
    await next(laptop.page);
    await laptop.page.waitForURL(`**/partners/${SLUG}/book/manage`);
    // The partner hears of the new date, and the old day's crew is free again. A booking.updated waits a minute for
    // the edits that follow it (docs/LEADS.md): the server's clock moves on.
    clock.advance(61_000);
    await expect.poll(() => eventsOf(reference).map((event) => event.type), { timeout: 15_000 }).toContain('booking.updated');
    const updated = eventsOf(reference).find((event) => event.type === 'booking.updated')!;
    expect(updated.data.changes?.map((change) => change.field)).toContain('move.date');
    expect(await morningOf(firstDate)).not.toBe('full');

    // Cancel: a confirmation dialog, Keep first.
    await laptop.page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = laptop.page.getByRole('dialog', { name: 'Cancel your booking?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Keep my booking' }).evaluate((button) => button === document.activeElement)).toBe(
      true,
    );
    await dialog.getByRole('button', { name: 'Yes, cancel my booking' }).click();
    // POST /api/v1/booking/cancel answers the booking with its cancelledAt.
    await expect.poll(() => laptop.page.getByTestId('manage-view').getAttribute('data-status')).toBe('cancelled');
    await expect.poll(() => eventsOf(reference).map((event) => event.type), { timeout: 15_000 }).toContain('booking.cancelled');
    const gone = await laptop.context.request.get(path, { maxRedirects: 0 });
    expect(gone.status()).toBe(410);
    expect(await gone.text()).toContain('This link has expired or is not valid');

    await phone.context.close();
    await laptop.context.close();
  }, 120_000);
});

describe('the resume email', () => {
  it('reaches a consenting idle customer once, never one who booked on another device, and reopens where they stopped', async () => {
    // Addresses of this run only (a retried test starts over).
    const run = randomBytes(3).toString('hex');
    const rae = `rae.${run}@example.com`;
    const sam = `sam.${run}@example.com`;
    const landing = { lastName: 'Idle', contactPreference: ['email'], serviceType: 'full_service' };
    const idle = await device();
    await seedBooking(idle.page, SLUG, { ...landing, firstName: 'Rae', email: rae, phone: '(415) 555-0177' });
    // Sam starts on a phone, then books on a laptop with the same email: the phone's quote is no quote to resume.
    const samPhone = await device();
    await seedBooking(samPhone.page, SLUG, { ...landing, firstName: 'Sam', email: sam, phone: '(415) 555-0178' });
    const samLaptop = await device();
    // A day of its own: pay later takes a crew, and other walks of this run book mornings too.
    await seedBooking(samLaptop.page, SLUG, { ...COMPLETE_BOOKING, moveDate: futureDate().iso, email: sam, phone: '(415) 555-0179' });
    const converted = await callApi(samLaptop.page, 'POST', '/api/v1/booking/pay-later');
    expect(converted.status(), await converted.text()).toBe(200);

    clock.advance(31 * MINUTE);
    const resume = await emailTo(rae, /Continue your moving quote/);
    // A few more passes of the worker: still one, and none for Sam.
    clock.advance(MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const resumes = smtp.received.filter(
      ({ envelopeTo, mail }) => /Continue your moving quote/.test(mail.subject ?? '') && envelopeTo.some((to) => to.includes(run)),
    );
    expect(resumes.map(({ envelopeTo }) => envelopeTo)).toEqual([[rae]]);

    const fresh = await device();
    await fresh.page.goto(linkIn(resume, 'Continue your moving quote'));
    await fresh.page.getByRole('button', { name: 'Continue my quote' }).click();
    await fresh.page.waitForURL(`**/partners/${SLUG}/book/move-date`);
    await onStep(fresh.page, HEADINGS.moveDate);
    for (const opened of [idle, samPhone, samLaptop, fresh]) await opened.context.close();
  }, 120_000);
});

/**
 * `npx tsx scripts/screenshots.ts`: every screen of the funnel at 390x844 (phone) and 1280x800
 * (desktop), for both demo partners, into docs/images/screens/{slug}/{phone|desktop}/ (the README's
 * table of screens shows them). SCREENSHOTS_DIR writes them elsewhere.
 *
 * Against a running server (BASE_URL, default http://localhost:3000) and Debian's Chromium
 * (CHROMIUM, default /usr/bin/chromium). It walks the routes in funnel order; the answers of each
 * step are stored through the real API first, the way the step's own form would store them, so
 * every screen shows a booking filled in up to that point.
 */
import { APP_PROPS_ID } from '../core/boot-globals';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { HostProps } from '../core/booking-wire';
import { fieldOf, isRecord } from '../core/is-record';
import { BASE_URL, DRAWER, SCREENS } from './screenshot-screens';

const OUT = process.env.SCREENSHOTS_DIR ?? 'docs/images/screens';
const PARTNERS = (process.env.PARTNERS ?? 'bayside-movers,summit-moving').split(',');
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
] as const;

/** The host page's start-up props; the server wrote them from core/booking-wire.ts's HostProps. */
async function readHostProps(page: Page): Promise<HostProps> {
  // Serialized by the server from a HostProps value (server/host-page/render-host-page.ts).
  return JSON.parse((await page.locator(`#${APP_PROPS_ID}`).textContent()) ?? '{}') as HostProps;
}

/** Store answers through the API the way the step forms do (PUT /api/v1/booking, CSRF + partner headers). */
async function storeAnswers(page: Page, slug: string, answers: Record<string, unknown>): Promise<void> {
  // page.request shares the page's cookies (the session), so this is the customer's own booking.
  const props = await readHostProps(page);
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const put = (booking: Record<string, unknown>) =>
    page.request.put(`${BASE_URL}/api/v1/booking`, {
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': csrf, 'x-partner-slug': slug },
      data: { booking: { ...booking, ...answers } },
    });
  let response = await put(props.booking);
  // The page may have saved since it loaded (a newer revision): build on the server's copy.
  if (response.status() === 409) {
    const current = fieldOf(await response.json(), 'booking');
    response = await put(isRecord(current) ? current : {});
  }
  if (!response.ok()) throw new Error(`Storing answers failed (${response.status()}): ${await response.text()}`);
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.locator('#main').first().waitFor({ timeout: 10_000 });
  // Lazy views show a fallback first; wait until it has a heading.
  await page
    .locator('#main h1')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The whole page, taken with a screen as tall as the page: a full-page capture of a phone screen
 * would draw the fixed bottom bar in the middle of the page, where the 844 px screen ended.
 */
async function screenshotWholePage(page: Page, viewport: (typeof VIEWPORTS)[number], file: string): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  await page.screenshot({ path: file });
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
}

async function capture(browser: Browser, slug: string, viewport: (typeof VIEWPORTS)[number]): Promise<string[]> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${slug} ${viewport.name} ${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    // Failed loads are reported with their address by the response listener below.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`${slug} ${viewport.name} ${page.url()}: console: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && !url.pathname.includes('/book/no-such-step')) {
      problems.push(`${slug} ${viewport.name} ${page.url()}: ${response.status()} ${url.pathname}`);
    }
  });
  const dir = path.join(OUT, slug, viewport.name);
  fs.mkdirSync(dir, { recursive: true });

  // A fresh context is a new visitor: its first save starts the booking of this walk.
  await page.goto(`${BASE_URL}/partners/${slug}/book`);
  const { state } = (await readHostProps(page)).partner;

  const screens = viewport.isMobile ? [...SCREENS.slice(0, 9), DRAWER, ...SCREENS.slice(9)] : SCREENS;
  let n = 0;
  for (const screen of screens) {
    if (screen.answers) await storeAnswers(page, slug, screen.answers(state));
    await screen.before?.(page, slug);
    await page.goto(`${BASE_URL}/partners/${slug}${screen.path}`);
    try {
      if (screen.quick) await page.locator('#main h1').first().waitFor({ timeout: 3000 });
      else await settle(page);
      await screen.after?.(page);
    } catch (error) {
      // Keep walking: the picture of a broken screen is what someone needs to see.
      problems.push(`${slug} ${viewport.name} ${screen.name}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
    }
    n += 1;
    const file = path.join(dir, `${String(n).padStart(2, '0')}-${screen.name}.png`);
    if (screen.after) await page.screenshot({ path: file });
    else await screenshotWholePage(page, viewport, file);
    console.log(file);
  }
  await context.close();
  return problems;
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox'],
  });
  const problems: string[] = [];
  try {
    for (const slug of PARTNERS) for (const viewport of VIEWPORTS) problems.push(...(await capture(browser, slug, viewport)));
  } finally {
    await browser.close();
  }
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):\n${problems.map((p) => p.split('\n')[0]).join('\n')}`);
    process.exitCode = 1;
  }
}

await main();

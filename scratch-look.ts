import { chromium } from 'playwright-core';
import { completeBaysideBooking, seedBooking } from './tests/e2e/support/seed-booking';

const BASE = process.env.BASE ?? 'http://127.0.0.1:3722';
const MOCK = process.env.MOCK === '1';
const slug = process.env.SLUG ?? 'bayside-movers';
const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const first = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 1);
const tue = new Date(first);
tue.setDate(1 + ((2 - first.getDay() + 7) % 7));
const booked = iso(tue);

(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const vp of [{ name: 'desktop', width: 1280, height: 800 }, { name: 'phone', width: 390, height: 844 }]) {
    const context = await browser.newContext({ baseURL: BASE, viewport: { width: vp.width, height: vp.height } });
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
    if (MOCK) {
      await page.route('**/api/v1/availability*', async (route) => {
        const url = new URL(route.request().url());
        const days = [];
        for (let d = new Date(`${url.searchParams.get('from')}T12:00:00`); iso(d) <= url.searchParams.get('to')!; d.setDate(d.getDate() + 1)) {
          const dow = d.getDay();
          const date = iso(d);
          const n = d.getDate();
          const status = dow === 0 ? 'blackout' : n % 9 === 0 ? 'full' : n % 5 === 0 ? 'limited' : 'open';
          days.push({ date, status, slots: { morning: status === 'limited' ? 'full' : status === 'open' ? 'open' : 'full', afternoon: status === 'open' ? 'open' : status === 'limited' ? 'limited' : 'full' }, priceDifference: dow === 5 || dow === 6 ? 108.02 : n > 26 ? 81.5 : 0 });
        }
        await route.fulfill({ json: { days } });
      });
    }
    await seedBooking(page, slug, completeBaysideBooking(booked, 'morning'));
    await page.goto(`/partners/${slug}/book/move-date?checkout=true`);
    await page.waitForTimeout(2500);
    if (vp.name === 'phone') {
      await page.getByRole('button', { name: /^Move date/ }).click();
      await page.waitForTimeout(1000);
    }
    await page.screenshot({ path: `/tmp/look-${slug}-${vp.name}-calendar.png` });
    if (process.env.HOLD === '1') {
      await context.clock.install();
      await page.route('**/api/v1/booking/hold', (route) => route.fulfill({ json: { hold: { expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() } } }));
      await page.goto(`/partners/${slug}/book/summary`);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/look-${slug}-${vp.name}-summary.png` });
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'How would you like to reserve your move?' }).waitFor();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/look-${slug}-${vp.name}-checkout.png` });
      await context.clock.fastForward('15:01');
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `/tmp/look-${slug}-${vp.name}-expired.png` });
    }
    await context.close();
  }
  await browser.close();
})();

/**
 * `npx tsx scripts/partners-side-by-side.ts`: the landing pages of two partners at 1280x800, put
 * side by side in one picture, docs/images/partners-side-by-side.png (docs/PARTNERS.md shows it),
 * so a reader sees what a theme changes.
 *
 * Against a running server (BASE_URL, default http://localhost:3000) and Debian's Chromium
 * (CHROMIUM, default /usr/bin/chromium); PARTNERS picks the two slugs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const PARTNERS = (process.env.PARTNERS ?? 'bayside-movers,summit-moving').split(',');
const OUT = process.env.OUT ?? 'docs/images/partners-side-by-side.png';
const SIZE = { width: 1280, height: 800 };

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox'],
  });
  try {
    const shots: Array<{ slug: string; png: string }> = [];
    for (const slug of PARTNERS) {
      // A fresh context per partner: its own session, so each page shows an empty booking.
      const context = await browser.newContext({ viewport: SIZE });
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/partners/${slug}/book`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      shots.push({ slug, png: (await page.screenshot()).toString('base64') });
      await context.close();
    }
    const page = await browser.newPage({ viewport: { width: SIZE.width * 2 + 48, height: SIZE.height + 64 } });
    await page.setContent(`<!doctype html><body style="margin:0;padding:16px;background:#cbd5e1;display:flex;gap:16px;font:600 14px system-ui">
      ${shots.map((s) => `<figure style="margin:0"><figcaption style="margin-bottom:8px">${s.slug}</figcaption><img style="display:block;box-shadow:0 1px 4px #0004" width="${SIZE.width}" height="${SIZE.height}" src="data:image/png;base64,${s.png}"></figure>`).join('')}
    </body>`);
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    await page.screenshot({ path: OUT, fullPage: true });
    console.log(`wrote ${OUT}`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npx tsx bench/insights-screenshot.ts`: the picture of an insights report in docs/PARTNERS.md
 * (docs/images/insights-report.png). Counts of 200,000 visits over 30 days (./seed-insight-counts.ts) in an embedded
 * database in memory, the report `npm run insights -- bayside-movers --by dayPrice` would write, opened in headless
 * Chromium with every request refused and counted: the file must load nothing, and the script fails if it tries.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { systemClock } from '../core/clock';
import { partnerToday } from '../core/capacity/partner-today';
import { timeZoneOf } from '../core/capacity/time-zone-of';
import { openDatabase } from '../server/db/open-database';
import { makeInsightsReport } from '../server/insights/make-insights-report';
import { renderReportHtml } from '../server/insights/report/render-report-html';
import { loadPartners } from '../server/partners/load-partners';
import { launchChromium } from './launch-chromium';
import { seedInsightCounts } from './seed-insight-counts';

const OUT = fileURLToPath(new URL('../docs/images/insights-report.png', import.meta.url));
const partner = loadPartners(fileURLToPath(new URL('../partners', import.meta.url))).partners.find(
  (candidate) => candidate.slug === 'bayside-movers',
)!;
const database = await openDatabase({ kind: 'pglite' });
const dir = mkdtempSync(join(tmpdir(), 'insights-report-'));
try {
  const now = systemClock.now();
  await seedInsightCounts(database.db, partner.slug, partnerToday(now, timeZoneOf(partner)), 30, 200_000);
  const file = join(dir, 'report.html');
  writeFileSync(file, renderReportHtml(await makeInsightsReport(database.db, partner, { days: 30, by: null, now })));
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 820, height: 900 }, deviceScaleFactor: 1 });
    const requests: string[] = [];
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url === pathToFileURL(file).href) return route.continue();
      requests.push(url);
      return route.abort();
    });
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
    if (requests.length > 0) throw new Error(`The report tried to load: ${requests.join(', ')}`);
    await page.screenshot({ path: OUT, fullPage: true });
    console.log(`${OUT}: the report loaded nothing besides itself`);
  } finally {
    await browser.close();
  }
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}

import { startBenchServer } from './start-bench-server';
import { launchChromium } from './launch-chromium';
import { fillLanding, chooseService, next, onStep, HEADINGS } from '../tests/e2e/support/funnel-steps';
const dist = process.argv[2]!;
const server = await startBenchServer({ distDir: dist, dataDir: '/tmp/dbg-' + Date.now() });
const browser = await launchChromium();
const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
await page.goto('/partners/bayside-movers/book');
await fillLanding(page);
await chooseService(page, 'Full service');
await onStep(page, HEADINGS.moveDate);
// go to living areas directly and profile living-areas -> other -> appliances
await page.goto('/partners/bayside-movers/book/move-contents/living-areas');
await onStep(page, HEADINGS.livingAreas);
await page.waitForTimeout(500);
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
const times: number[] = [];
await cdp.send('Profiler.start');
for (let i = 0; i < 3; i++) {
  const t = Date.now();
  const before = page.url();
  await next(page);
  await page.waitForURL((u) => u.toString() !== before);
  await page.locator('h1').first().waitFor();
  times.push(Date.now() - t);
  await page.waitForTimeout(300);
}
const { profile } = await cdp.send('Profiler.stop');
console.log('times', times);
const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const dt = profile.timeDeltas as number[];
const counts = new Map<number, number>();
profile.samples!.forEach((id: number, i: number) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const [id, us] of counts) { const n: any = byId.get(id); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; self.set(key, (self.get(key) ?? 0) + us); }
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`).join('\n'));
await browser.close(); await server.stop();

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { trackAssetBytes } from '../../bench/asset-bytes';
import { BUDGETS } from '../../bench/budgets';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { HEADINGS, onStep, startApp } from '../../testkit/funnel-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * docs/PERFORMANCE.md: what the landing page loads once its first input started the app is at most the bench's budget
 * of gzip JavaScript (bench/budgets.ts, the one figure), RJSF's Form included; each step's widgets load with their step.
 */
const LANDING_JS_BUDGET = BUDGETS.landingJsGzipBytes;
const LANDING_JS_KB = LANDING_JS_BUDGET / 1024;
/** docs/PERFORMANCE.md: at most 5 JavaScript requests for it (each one a round trip over HTTP/1.1). */
const LANDING_SCRIPT_REQUESTS = 5;
/** Thrown by RJSF's Form constructor only: the landing page's JavaScript carries the real Form. */
const RJSF_FORM_MARK = 'A validator is required for Form functionality to work';

/** Every JavaScript file of the build the page can reach: the entry and preloads, then each chunk's imports, static and dynamic. */
async function allChunks(baseUrl: string): Promise<Map<string, string>> {
  const html = await (await fetch(`${baseUrl}/partners/bayside-movers/book`)).text();
  // The entry: a script tag, or the argument of the guard script's startFunnelOnIntent (renderer/index.html).
  const queue = [...html.matchAll(/"(\/assets\/[\w.-]+\.js)"/g)].map((m) => m[1]!);
  const chunks = new Map<string, string>();
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (chunks.has(path)) continue;
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.ok, path).toBe(true);
    const code = await response.text();
    chunks.set(path, code);
    // Chunks name each other as "./name.js" (imports) or "assets/name.js" (vite's preload map).
    for (const m of code.matchAll(/["'`](?:\.\/|\/?assets\/)([\w.-]+\.js)["'`]/g)) queue.push(`/assets/${m[1]}`);
  }
  return chunks;
}

describe('the landing page budget (docs/PERFORMANCE.md)', () => {
  it.each(VIEWPORTS)(
    `at $name size it loads no JavaScript before the first input, then at most ${LANDING_JS_KB} KB of gzip in at most 5 requests, RJSF's Form among it, and no card or maps SDK`,
    async (viewport) => {
      const { context, page, errors } = await newVisitor(browser, viewport);
      const hosts = new Set<string>();
      page.on('request', (request) => hosts.add(new URL(request.url()).host));
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.push(response.text());
      });
      const tracker = trackAssetBytes(page);
      await page.goto('/partners/bayside-movers/book', { waitUntil: 'networkidle' });
      await onStep(page, HEADINGS.landing);
      expect((await tracker.total()).jsFiles).toBe(0);
      await startApp(page);
      await page.waitForLoadState('networkidle');
      const bytes = await tracker.total();
      expect(bytes.jsFiles).toBeGreaterThan(0);
      expect(
        bytes.jsGzip,
        `landing JavaScript: ${(bytes.jsGzip / 1024).toFixed(1)} KB gzip: ${bytes.files.join(', ')}`,
      ).toBeLessThanOrEqual(LANDING_JS_BUDGET);
      expect(bytes.jsFiles, bytes.files.join(', ')).toBeLessThanOrEqual(LANDING_SCRIPT_REQUESTS);
      expect([...hosts].filter((host) => /stripe|google|gstatic/.test(host))).toEqual([]);
      expect((await Promise.all(scripts)).some((code) => code.includes(RJSF_FORM_MARK))).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('no shipped chunk compiles code at run time: no new Function, no eval, no ajv compiler (CSP without unsafe-eval)', async () => {
    const chunks = await allChunks(inject('baseUrl'));
    // The entry, the lazily loaded views and widgets are all reached.
    expect(chunks.size).toBeGreaterThan(5);
    const offenders = [...chunks].flatMap(([path, code]) =>
      [
        /\bnew Function\s*\(/.test(code) && 'new Function',
        /(?<![\w.$])eval\s*\(/.test(code) && 'eval(',
        // ajv's compiler (ajv/dist/compile): its strict-mode messages appear nowhere else.
        code.includes('strict mode: unknown keyword') && 'ajv compile',
      ]
        .filter(Boolean)
        .map((what) => `${path}: ${what}`),
    );
    expect(offenders).toEqual([]);
  });
});

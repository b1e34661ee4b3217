/**
 * docs/ADDING-A-STEP.md in a browser: the tree is copied, the crating step added with JSON files only
 * (tests/support/packing-step.ts), the copy's app built and served by the copy's server, and a customer walks it with
 * the walk every browser test takes (testkit/walk-funnel.ts), which follows the copy's flow. Full service meets the
 * step after the contents, answers Yes and one box, and sees the $150 in the estimate, in the summary and in the
 * lead the partner's mailbox receives; a labor-only walk never meets it. tests/docs/add-a-step.test.ts asks the
 * copy's core and server the details without a browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Funnel } from '../../core/flow/funnel';
import type { AppDatabase } from '../../server/db/app-database';
import { ADDRESSES, next, onStep, payLater, pick } from '../../testkit/funnel-steps';
import { walkToSummary, type StepAnswer, type Walk, type WalkOptions } from '../../testkit/walk-funnel';
import { startLoopbackSmtp, type LoopbackSmtp } from '../server/helpers/test-mail';
import { addPacking, AFTER, COPIED, COPIED_FOR_THE_BUILD, copiedServer, copyTree, generateIn } from '../support/packing-step';
import { TEST_RATE_LIMITS } from '../support/test-rate-limits';
import { launchBrowser } from './support/browser';
import { holdCountdown, runCountdown } from './support/processing-countdown';

const DISPATCH = 'dispatch@bayside-movers.example.com';
const QUESTION = 'Would you like help with crating?';

let root = '';
let funnel: Funnel;
let app: FastifyInstance;
let database: AppDatabase;
let smtp: LoopbackSmtp;
let baseUrl = '';
let browser: Browser;

beforeAll(async () => {
  root = copyTree([...COPIED, ...COPIED_FOR_THE_BUILD], 'add-a-step-walk-');
  addPacking(root);
  await generateIn(root);
  // npm run build's two bundles, built from the copy by the copy's own script (into the copy's dist/).
  const { buildBundles } = (await import(path.join(root, 'scripts/build-bundles.ts'))) as typeof import('../../scripts/build-bundles');
  buildBundles(path.join(root, 'dist'));

  ({ funnelDefinition: funnel } = (await import(
    path.join(root, 'core/flow/funnel-definition.ts')
  )) as typeof import('../../core/flow/funnel-definition'));
  const { buildApp, openDatabase, loadConfig, loadPartners } = await copiedServer(root);
  const { partners, problems } = loadPartners(path.join(root, 'partners'));
  if (problems.length > 0) throw new Error(problems.join('\n'));
  smtp = await startLoopbackSmtp();
  database = await openDatabase({ kind: 'pglite' });
  app = buildApp({
    db: database,
    partners,
    config: loadConfig({ DATA_DIR: path.join(root, 'data'), HOST: '127.0.0.1', PORT: '0', SMTP_URL: smtp.url }),
    distDir: path.join(root, 'dist'),
    logger: false,
    rateLimits: TEST_RATE_LIMITS,
    // The test runs the outbox's pass itself once the booking is converted.
    backgroundJobs: false,
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.close();
  await smtp?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

/** A customer of the copy's server on a desktop, where the side panel shows the estimate. */
async function customer(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** The estimate's sections in `scope` whose text (title, then amount: 'Packing$150.00') matches `text`. */
const section = (scope: Page | Locator, text: RegExp) => scope.getByTestId('pricing-section').filter({ hasText: text });

describe('the crating step, added with JSON alone, in a browser', () => {
  it('comes after the contents of a full-service move; Yes adds $150 to the estimate, the summary and the lead', async () => {
    const { context, page, errors } = await customer();
    const packYes: StepAnswer = async (at, _walk, step) => {
      await onStep(at, step.heading ?? '');
      await pick(at.getByRole('radiogroup', { name: QUESTION }), 'Yes', at);
      // Yes shows the counter, which asks for a number: one box.
      await at.getByRole('button', { name: /^Add one/ }).click();
      await next(at);
    };
    const walk: Walk = { slug: 'bayside-movers', wide: true, service: 'Full service', origin: ADDRESSES.sanFrancisco };
    const options: WalkOptions = { funnel, answers: { crating: packYes } };
    const walked = await walkToSummary(page, walk, options);
    expect(walked[walked.indexOf('crating') - 1]).toBe(AFTER);

    const panel = page.getByRole('complementary', { name: 'Your move and pricing' });
    await section(panel, /^Packing\$150\.00/).waitFor();
    await section(panel, /^Packing boxes\$3\.00/).waitFor();
    await page.getByRole('main').getByText('Packing', { exact: true }).first().waitFor();

    await holdCountdown(page);
    await next(page);
    await payLater(page);
    await runCountdown(page);
    await page.waitForURL('**/book/complete?status=pay_later', { timeout: 20_000 });
    await app.jobs.runOnce();
    const lead = smtp.received.find(({ envelopeTo }) => envelopeTo.includes(DISPATCH));
    expect(lead?.mail.text).toMatch(/Packing[^\n]*\$150\.00/);
    expect(lead?.mail.text).toContain(`${QUESTION}: Yes`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never comes for a labor-only move, nor its fee', async () => {
    const { context, page, errors } = await customer();
    const walk: Walk = { slug: 'bayside-movers', wide: true, service: 'Labor only', origin: ADDRESSES.sanFrancisco };
    const refuse: StepAnswer = () => Promise.reject(new Error('A labor-only move was shown the crating step'));
    const walked = await walkToSummary(page, walk, { funnel, answers: { crating: refuse } });
    expect(walked).toContain(AFTER);
    expect(walked).not.toContain('crating');
    const panel = page.getByRole('complementary', { name: 'Your move and pricing' });
    // The estimate shows, priced without the step.
    await panel
      .getByTestId('estimate-total')
      .filter({ hasText: /^\$[1-9]/ })
      .waitFor();
    expect(await section(panel, /^Packing/).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

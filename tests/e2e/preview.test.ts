import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { applyPartnerCopy } from '../../core/copy/apply-partner-copy';
import { flowFile, stepFiles } from '../../core/generated/funnel-files';
import type { StepDefinition } from '../../core/flow/step-definition';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const steps = new Map(Object.values(stepFiles).map((step) => [step.id, step]));

/** The level-1 heading each framed page must show, from the step files and the partner's own copy. */
function expectedHeadings(partner: { name: string; copy?: Record<string, string> }): string[] {
  return flowFile.steps.flatMap((id) => {
    const step = applyPartnerCopy(steps.get(id) as StepDefinition, partner.copy);
    if (step.heading) return [step.heading];
    if (id === 'processing') return [step.copy!.message!];
    if (id === 'complete')
      return ['pay_now', 'pay_later', 'unserviceable'].map((s) => step.copy![`${s}.title`]!.replace('{partnerName}', partner.name));
    throw new Error(`step ${id} has no heading to look for`);
  });
}

/** Which frames each partner's test opens: each partner one width, the widths taking turns (both widths' landing frames are opened for their size). */
const PARTNERS = [
  { slug: 'bayside-movers', width: '390' },
  { slug: 'summit-moving', width: '1280' },
];

describe.each(PARTNERS)('the admin preview of $slug', ({ slug, width }) => {
  const partner = JSON.parse(fs.readFileSync(new URL(`../../partners/${slug}.json`, import.meta.url), 'utf8')) as {
    name: string;
    copy?: Record<string, string>;
  };

  it(`frames every step at phone and desktop width, shows each one's heading at ${width} px, and calls no API`, async () => {
    const { context, page, errors } = await newVisitor(browser, VIEWPORTS[1]);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${request.url()}`);
    });
    await page.goto(`/partners/${slug}/preview`);
    await page.getByRole('heading', { level: 1, name: `Preview of ${partner.name}` }).waitFor();

    const headings = expectedHeadings(partner);
    const frames = page.locator('iframe');
    await expect.poll(() => frames.count()).toBe(headings.length * 2);
    // The frames not looked at here (the other width's, but for landing) leave the layout, and a lazy frame out of
    // the layout never loads: each page is loaded at the width its heading is checked at, not at both.
    await frames.evaluateAll(
      (list, shown) => list.filter((el, i) => i > 1 && el.dataset.previewWidth !== shown).forEach((el) => (el.style.display = 'none')),
      width,
    );
    for (let i = 0; i < headings.length * 2; i++) {
      const frame = frames.nth(i);
      expect(await frame.getAttribute('data-preview-width')).toBe(i % 2 === 0 ? '390' : '1280');
      // Every frame of this width, and the landing page at both.
      if (i > 1 && (await frame.getAttribute('data-preview-width')) !== width) continue;
      // Frames load lazily, as an admin scrolls to them. The page's own scrollIntoView, not Playwright's: that one waits
      // for the frame to stand still, and a frame that is loading grows to its page's height, which cost 1 to 2 s a frame.
      await frame.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const heading = page
        .frameLocator(`iframe >> nth=${i}`)
        .getByRole('heading', { level: 1, name: headings[Math.floor(i / 2)], exact: true });
      await heading.waitFor({ timeout: 20_000 });
    }
    // Each framed page is laid out at its frame's width (media queries see a phone, then a desktop).
    // (A frame left unloaded has no URL.)
    const landing = page.frames().filter((f) => f.url() !== '' && new URL(f.url()).pathname.endsWith('/preview/landing'));
    const widths = await Promise.all(landing.map((f) => f.evaluate(() => window.innerWidth)));
    expect(widths.sort((a, b) => a - b)).toEqual([390, 1280]);
    expect(apiCalls).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

import type { Frame, Page } from 'playwright-core';
import { funnelDefinition } from '../../../core/flow/funnel-definition';

/**
 * The processing page counts down its seconds (schemas/flow.json, `constants.processingSeconds`) before it moves on.
 * A walk that only passes through needs not wait them out: `holdCountdown` before the page opens puts the page's
 * timers on Playwright's clock (still at real speed), and `runCountdown` once it shows runs the clock through the
 * countdown at once. The page is still shown, and moves on by its own timer; only the real seconds are not waited.
 */
export async function holdCountdown(page: Page): Promise<void> {
  await page.clock.install();
}

/** `where`: the frame the funnel is in, when a partner's page embeds it (the clock is the page's, frames included). */
export async function runCountdown(page: Page, where: Page | Frame = page): Promise<void> {
  await where.getByTestId('processing-countdown').waitFor();
  await page.clock.runFor(funnelDefinition.flow.constants.processingSeconds * 1000);
}

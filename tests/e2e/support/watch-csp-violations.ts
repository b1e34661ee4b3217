import type { Page } from 'playwright-core';

export interface CspViolations {
  /** `securitypolicyviolation` events of the current document, as '<directive> <blocked URI>'. */
  events: () => Promise<string[]>;
  /** Console errors of every document the page loaded that name the Content-Security-Policy. */
  console: string[];
}

/** Collects CSP violations from every document the page loads (register before the first goto). */
export async function watchCspViolations(page: Page): Promise<CspViolations> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return {
    console: consoleErrors,
    events: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  };
}

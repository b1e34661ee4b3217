import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * The built template with its stylesheets written into the page: the first paint then needs the HTML
 * alone, not one more round trip for the CSS (~7 KB gzip; docs/PERFORMANCE.md). The CSP allows inline
 * styles already (server/security/content-security-policy.ts). `</style` cannot occur in built CSS
 * except inside a string, and is escaped there.
 */
export function inlineStylesheets(template: string, distDir: string): string {
  return template.replace(STYLESHEET_LINK, (_link, file: string) => {
    const css = readFileSync(join(distDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style data-href="/${file}">${css}</style>`;
  });
}

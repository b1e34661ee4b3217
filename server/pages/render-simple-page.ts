import { escapeHtml } from '../html/escape-html';
import { themeStyle } from '../../core/theme/theme-variables';
import type { PartnerTheme } from '../../core/theme/partner-theme';

/** The partner a plain page speaks for: its logo and name in the header, its colours and font throughout. */
export interface PageBrand {
  name: string;
  logo: string;
  theme?: PartnerTheme;
  /** Where the logo leads (the partner's funnel). */
  home: string;
}

/** A plain server-rendered page (legal texts, 404, 500): readable without the app's JavaScript; branded when it speaks for a partner. */
export function renderSimplePage(title: string, bodyHtml: string, brand?: PageBrand): string {
  const header = brand
    ? `    <header><a href="${escapeHtml(brand.home)}"><img src="${escapeHtml(brand.logo)}" alt="${escapeHtml(brand.name)}" height="44"></a></header>\n`
    : '';
  const style = brand ? ` style="${escapeHtml(themeStyle(brand.theme))}"` : '';
  return `<!doctype html>
<html lang="en"${style}>
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="data:,">
    <style>
      body { font-family: var(--font-brand, system-ui, sans-serif); line-height: 1.6; color: #1f2937; margin: 0; }
      header { border-bottom: 1px solid #e2e8f0; padding: 0.75rem 1.25rem; }
      header img { display: block; height: 44px; width: auto; max-width: 14rem; }
      main { max-width: 720px; margin: 0 auto; padding: 2rem 1.25rem 4rem; overflow-wrap: anywhere; }
      h1 { font-size: 1.75rem; line-height: 1.25; }
      h2 { font-size: 1.2rem; margin-top: 2rem; }
      a { color: var(--color-brand, #1d4ed8); }
      .note { border-left: 4px solid var(--color-accent, #047857); background: #f8fafc; padding: 0.75rem 1rem; }
      dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
      dt { font-weight: 600; }
      dd { margin: 0; }
    </style>
  </head>
  <body>
${header}    <main>
${bodyHtml}
    </main>
  </body>
</html>
`;
}

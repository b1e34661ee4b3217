import { escapeHtml } from '../host-page/escape-html';

/** A plain server-rendered page (legal texts, 404, 500): readable without the app's JavaScript. */
export function renderSimplePage(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="data:,">
    <style>
      body { font-family: system-ui, sans-serif; line-height: 1.6; color: #1f2937; margin: 0; }
      main { max-width: 720px; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
      h1 { font-size: 1.75rem; line-height: 1.25; }
      h2 { font-size: 1.2rem; margin-top: 2rem; }
      a { color: #1d4ed8; }
    </style>
  </head>
  <body>
    <main>
${bodyHtml}
    </main>
  </body>
</html>
`;
}

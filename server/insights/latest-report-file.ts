import { join } from 'node:path';

/**
 * Where `npm run insights` writes a partner's latest report: DATA_DIR/insights/<slug>.html, which the preview page
 * links in development (server/routes/latest-report-route.ts).
 */
export function latestReportFile(dataDir: string, slug: string): string {
  return join(dataDir, 'insights', `${slug}.html`);
}

/**
 * In development (`npm run dev` passes the folder), GET /dev/insights/:slug sends the partner's latest report as
 * `npm run insights` wrote it (./latest-report-file.ts), and the preview page links it (reportLinkOf). A production
 * server has no such route and its preview no such link: the reports are the operator's files, not the public's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { latestReportFile } from '../insights/latest-report-file';
import { htmlPage, rawBody, slugParams } from './reply-schemas';
import type { RoutePluginCallback } from './typed-routes';

export interface LatestReportOptions {
  /** DATA_DIR, under which `insights/<slug>.html` are the reports. */
  dataDir: string;
  partners: ReadonlySet<string>;
}

/** The preview page's link to the partner's latest report, or null when there is none yet. */
export function reportLinkOf(dataDir: string | undefined, slug: string): string | null {
  return dataDir !== undefined && existsSync(latestReportFile(dataDir, slug)) ? `/dev/insights/${slug}` : null;
}

const reportSchema = { params: slugParams, response: { 200: htmlPage, 404: rawBody, 500: htmlPage } } as const;

export const latestReportRoute: RoutePluginCallback<LatestReportOptions> = (app, options, done) => {
  app.get('/dev/insights/:slug', { schema: reportSchema }, async (request, reply) => {
    const { slug } = request.params;
    const file = latestReportFile(options.dataDir, slug);
    if (!options.partners.has(slug) || !existsSync(file))
      return reply
        .code(404)
        .type('text/plain')
        .send('No report yet: npm run insights -- ' + slug);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(readFileSync(file, 'utf8'));
  });
  done();
};

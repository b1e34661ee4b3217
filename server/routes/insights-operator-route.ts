/**
 * GET /operator/v1/insights/:slug?days=30&by=source: the report `npm run insights` prints and draws, answered by the
 * running server (so the command works while it holds the embedded database). Behind the operator routes' own check:
 * loopback and this run's token, else a 404 (./operator-routes.ts).
 */
import { INSIGHT_CUTS, type InsightCut } from '../../core/insights/insight-vocabulary';
import type { AppDb } from '../db/app-database';
import { authorisedOperator } from './operator-routes';
import type { ServerPartner } from '../partners/server-partner';
import { makeInsightsReport } from '../insights/make-insights-report';
import { insightsReportReply, OPERATOR_REFUSALS } from './operator-reply-schemas';
import { htmlPage, slugParams } from './reply-schemas';
import type { RoutePluginCallback } from './typed-routes';

export interface InsightsOperatorOptions {
  token: string;
  db: AppDb;
  partners: ReadonlyMap<string, ServerPartner>;
}

const cutOf = (value: string | undefined): InsightCut | null => INSIGHT_CUTS.find((cut) => cut === value) ?? null;

const insightsSchema = {
  params: slugParams,
  querystring: { type: 'object', properties: { days: { type: 'string' }, by: { type: 'string' } } },
  response: { ...OPERATOR_REFUSALS, 200: insightsReportReply, 500: htmlPage },
} as const;

export const insightsOperatorRoute: RoutePluginCallback<InsightsOperatorOptions> = (app, options, done) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!authorisedOperator(request, options.token)) return reply.code(404).send({ messages: ['Not found'] });
  });
  app.get('/insights/:slug', { schema: insightsSchema }, async (request, reply) => {
    const partner = options.partners.get(request.params.slug);
    if (!partner) return reply.code(404).send({ messages: [`No partner ${request.params.slug}`] });
    const report = await makeInsightsReport(options.db, partner, {
      days: Number(request.query.days) || 30,
      by: cutOf(request.query.by),
      now: app.clock.now(),
    });
    return { ...report };
  });
  done();
};

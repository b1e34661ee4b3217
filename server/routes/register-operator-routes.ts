/**
 * The operator's routes under /operator/v1, which `npm run deliveries`, `npm run insights` and `npm run bookings` ask
 * the running server over loopback with this run's token (server/delivery/operator/operator-access.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config';
import type { AppDb } from '../db/app-database';
import type { ServerPartner } from '../partners/server-partner';
import { bookingsOperatorRoute } from './bookings-operator-route';
import { insightsOperatorRoute } from './insights-operator-route';
import { operatorRoutes } from './operator-routes';

export interface OperatorRouteDeps {
  token: string;
  db: AppDb;
  partners: ReadonlyMap<string, ServerPartner>;
  config: AppConfig;
}

export function registerOperatorRoutes(app: FastifyInstance, { token, db, partners, config }: OperatorRouteDeps): void {
  const prefix = '/operator/v1';
  app.register(operatorRoutes, { prefix, token, db, partners, config });
  app.register(insightsOperatorRoute, { prefix, token, db, partners });
  app.register(bookingsOperatorRoute, { prefix, token, crowdedDay: config.crowdedDay });
}

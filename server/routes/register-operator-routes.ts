/**
 * The operator's routes under /operator/v1, which `npm run deliveries`, `npm run insights` and `npm run bookings` ask
 * the running server over loopback with this run's token (server/delivery/operator/operator-access.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { BookingDeskDeps } from '../bookings/desk-deps';
import type { AppConfig } from '../config/app-config';
import type { AppDb } from '../db/app-database';
import type { OutboxWorker } from '../delivery/outbox/outbox-worker';
import type { ServerPartner } from '../partners/server-partner';
import { bookingsOperatorRoute } from './bookings-operator-route';
import { insightsOperatorRoute } from './insights-operator-route';
import { operatorRoutes } from './operator-routes';

export interface OperatorRouteDeps {
  token: string;
  db: AppDb;
  worker: OutboxWorker;
  partners: ReadonlyMap<string, ServerPartner>;
  config: AppConfig;
  /** What the app's booking desk works with (its capacity desk, outbox, clock...), which its transitions run with. */
  desk: BookingDeskDeps;
}

export function registerOperatorRoutes(app: FastifyInstance, deps: OperatorRouteDeps): void {
  const { token, db, worker, partners, config, desk } = deps;
  const { clock } = desk;
  app.register(operatorRoutes, { prefix: '/operator/v1', token, db, worker, partners, config, clock });
  app.register(insightsOperatorRoute, { prefix: '/operator/v1', token, db, partners, clock });
  app.register(bookingsOperatorRoute, { prefix: '/operator/v1', token, desk, crowdedDay: config.crowdedDay });
}

/** The capacity desk as a named service (docs/DECISIONS.md, "Typed routes"): `app.capacity`, on the app's clock. */
import fp from 'fastify-plugin';
import type { AppDb } from '../db/app-database';
import { createCapacityDesk, type CapacityDesk, type CapacityDeskOptions, type HoldLimits } from './capacity-desk';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every hold, crew and calendar reading (server/capacity/capacity-desk.ts). */
    capacity: CapacityDesk;
  }
}

export const capacityDeskPlugin = fp<{ db: AppDb; holdLimits: HoldLimits; watchDay?: CapacityDeskOptions['watchDay'] }>(
  async (app, { db, holdLimits, watchDay }) => {
    app.decorate('capacity', createCapacityDesk({ db, clock: app.clock, holdLimits, watchDay }));
  },
  { name: 'capacity-desk', dependencies: ['clock'], fastify: '5.x' },
);

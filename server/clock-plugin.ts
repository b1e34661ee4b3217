/** The app's one source of "now" as a named service (docs/DECISIONS.md, "Typed routes"): `app.clock`. */
import fp from 'fastify-plugin';
import type { Clock } from '../core/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one source of "now" (core/clock.ts, BuildAppOptions.clock). */
    clock: Clock;
  }
}

export const clockPlugin = fp<{ clock: Clock }>(
  async (app, { clock }) => {
    app.decorate('clock', clock);
  },
  { name: 'clock', fastify: '5.x' },
);

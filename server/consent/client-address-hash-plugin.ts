/** The client's address as a consent record keeps it, as a named service (docs/DECISIONS.md, "Typed routes"): `app.hashClientAddress`. */
import fp from 'fastify-plugin';
import { clientAddressHasher } from './client-address-hash';

declare module 'fastify' {
  interface FastifyInstance {
    /** The client's address as a consent record keeps it (server/consent/client-address-hash.ts). */
    hashClientAddress: (address: string) => string;
  }
}

export const clientAddressHashPlugin = fp<{ secret: string }>(
  async (app, { secret }) => {
    app.decorate('hashClientAddress', clientAddressHasher(secret));
  },
  { name: 'client-address-hash', fastify: '5.x' },
);

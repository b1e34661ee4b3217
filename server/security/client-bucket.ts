import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The client's address bucket as a booking records it (`bookings.client_bucket`): the address's IPv6 /64 (an IPv4
 * address whole), the key the crew holds and the rate limits count by, hashed under the session secret as consent
 * records hash an address (server/consent/client-address-hash.ts). Bookings from one place share it; the address
 * itself is never stored.
 */
export const clientBucketOf = (request: FastifyRequest): string => request.server.hashClientAddress(normalizeIP(request.ip, 64));

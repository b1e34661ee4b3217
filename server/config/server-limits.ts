/**
 * How long the server waits for a client, and how many it serves at once: without these,
 * connections that send headers and then nothing stay open for ever, and enough of them starve the server.
 * Fastify and Node's http server take them (build-app.ts); tests shorten them.
 */
export interface ServerLimits {
  /** The whole header block must arrive within this (Node answers 408 and closes). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this: above the 60 s idle timeout of common load balancers, so they close first. */
  keepAliveTimeoutMs: number;
  /** A connection with no traffic at all (a client that stopped reading the answer) is closed after this. */
  idleTimeoutMs: number;
  /** Requests one connection may carry before the server closes it. */
  maxRequestsPerSocket: number;
  /** Open connections beyond this are closed as they arrive (MAX_CONNECTIONS). */
  maxConnections: number;
  /** How often Node checks the header and request timeouts: they are enforced within this much of their limit. */
  checkEveryMs: number;
}

export const DEFAULT_MAX_CONNECTIONS = 1000;

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 65_000,
  idleTimeoutMs: 75_000,
  maxRequestsPerSocket: 1000,
  maxConnections: DEFAULT_MAX_CONNECTIONS,
  checkEveryMs: 1_000,
};

/** The options Fastify's factory takes for them; `maxConnections` is set on its server afterwards. */
export function fastifyServerOptions(limits: ServerLimits) {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkEveryMs },
  };
}

/** The per-request nonce the host page puts on its <script> tags and the Content-Security-Policy allows. */
import { randomBytes } from 'node:crypto';

declare module 'fastify' {
  interface FastifyRequest {
    /** Drawn fresh for a request when first read, so only pages draw one (security-headers.ts); unguessable, so injected markup cannot carry it. */
    cspNonce: string;
  }
}

/** 128 random bits, base64 (CSP3: at least 128 bits, base64 value). */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64');
}

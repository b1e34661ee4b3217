import type { FastifyRequest } from 'fastify';

/**
 * A page load into a frame (`Sec-Fetch-Dest: iframe`, sent by Chromium, Firefox and Safari 16.4+): the funnel
 * embedded on a partner's site by /embed.js, or the admin preview. Browsers that send no such header are
 * treated as a top-level load.
 */
export function isFramedRequest(request: FastifyRequest): boolean {
  return request.headers['sec-fetch-dest'] === 'iframe';
}

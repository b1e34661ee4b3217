import { possessive } from '../core/possessive';
import { demoFunnelOrigin } from './routes/demo-funnel-origin';

/**
 * The lines `npm start` and `npm run dev` print once the server listens: each partner's funnel and preview,
 * so a newcomer has an address to open (the JSON log lines name none), and for each partner in `embedSlugs`
 * (those with `embed.allowedOrigins`) its demo website with the funnel embedded from the other origin.
 */
export function funnelAddresses(host: string, port: number, slugs: readonly string[], embedSlugs: readonly string[] = []): string[] {
  // 0.0.0.0 and :: listen everywhere; a browser opens them as localhost.
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const origin = `http://${shown}:${port}`;
  // The demo site on the loopback's other name (localhost / 127.0.0.1), embedding the funnel from `origin`.
  const demoSite = demoFunnelOrigin('http', `${shown}:${port}`);
  return [
    `The booking funnel is ready at ${origin}:`,
    ...slugs.map((slug) => `  ${origin}/partners/${slug}/book   (preview: ${origin}/partners/${slug}/preview)`),
    ...embedSlugs.map((slug) => `  ${demoSite}/demo/${slug}/   (${possessive(slug)} demo website, the funnel embedded with /embed.js)`),
  ];
}

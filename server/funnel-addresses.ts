/**
 * The lines `npm start` and `npm run dev` print once the server listens: each partner's funnel and preview,
 * so a newcomer has an address to open (the JSON log lines name none).
 */
export function funnelAddresses(host: string, port: number, slugs: readonly string[]): string[] {
  // 0.0.0.0 and :: listen everywhere; a browser opens them as localhost.
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const origin = `http://${shown}:${port}`;
  return [
    `The booking funnel is ready at ${origin}:`,
    ...slugs.map((slug) => `  ${origin}/partners/${slug}/book   (preview: ${origin}/partners/${slug}/preview)`),
  ];
}

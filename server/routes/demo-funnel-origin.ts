/** The other name of this machine's loopback address: a second origin (and site) on the same server. */
const OTHER_LOOPBACK_NAME: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };

/**
 * Where the demo partner site (`/demo/:slug/`) loads the funnel from: opened on localhost, the funnel on
 * 127.0.0.1 and the other way round, so the embed runs across sites as on a partner's real website (cookies
 * partitioned, third-party cookie blocking in force) with one server. Any other host embeds its own origin.
 */
export function demoFunnelOrigin(protocol: string, host: string): string {
  const [, name = host, port = ''] = /^(localhost|127\.0\.0\.1)(:\d+)?$/.exec(host) ?? [];
  return `${protocol}://${OTHER_LOOPBACK_NAME[name] ?? name}${port}`;
}

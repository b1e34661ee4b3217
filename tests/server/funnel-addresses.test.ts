import { describe, expect, it } from 'vitest';
import { funnelAddresses } from '../../server/funnel-addresses';

describe('funnelAddresses', () => {
  it('names every partner funnel and its preview, opening all-interfaces hosts as localhost', () => {
    expect(funnelAddresses('0.0.0.0', 3000, ['bayside-movers', 'summit-moving'])).toEqual([
      'The booking funnel is ready at http://localhost:3000:',
      '  http://localhost:3000/partners/bayside-movers/book   (preview: http://localhost:3000/partners/bayside-movers/preview)',
      '  http://localhost:3000/partners/summit-moving/book   (preview: http://localhost:3000/partners/summit-moving/preview)',
    ]);
  });

  it("names each embedding partner's demo website on the loopback's other name, a second origin", () => {
    expect(funnelAddresses('0.0.0.0', 3000, ['bayside-movers', 'harbor-hauling'], ['bayside-movers']).slice(3)).toEqual([
      "  http://127.0.0.1:3000/demo/bayside-movers/   (bayside-movers' demo website, the funnel embedded with /embed.js)",
    ]);
    expect(funnelAddresses('127.0.0.1', 3000, ['a'], ['a'])[2]).toContain('http://localhost:3000/demo/a/');
  });

  it.each([
    ['::', 'http://localhost:8080'],
    ['127.0.0.1', 'http://127.0.0.1:8080'],
    ['::1', 'http://[::1]:8080'],
  ])('host %s is opened as %s', (host, origin) => {
    expect(funnelAddresses(host, 8080, ['a'])[1]).toContain(`${origin}/partners/a/book`);
  });
});

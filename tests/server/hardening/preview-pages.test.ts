/**
 * The admin preview (/partners/{slug}/preview/...) renders any step with sample data, the complete page's
 * "We got it!" included: it must read as a preview to anyone shown it, and stay out of search engines.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../../../server/db/open-database';
import { useTestApp } from '../helpers/test-app';

describe('preview pages', () => {
  let app: FastifyInstance;
  useTestApp(
    () => openDatabase({ kind: 'pglite' }),
    (opened) => ({ app } = opened),
  );

  it.each([
    '/partners/bayside-movers/preview',
    '/partners/bayside-movers/preview/complete?status=pay_now',
    '/partners/summit-moving/preview/summary',
  ])('%s carries a visible Preview label and noindex', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(response.body).toMatch(/<p data-preview-label [^>]*>Preview<\/p>/);
  });

  it.each(['/partners/bayside-movers/book', '/partners/summit-moving/book'])('%s, a customer page, has neither', async (url) => {
    const response = await app.inject({ url });
    expect(response.headers['x-robots-tag']).toBeUndefined();
    expect(response.body).not.toContain('name="robots"');
    expect(response.body).not.toContain('data-preview-label');
  });
});

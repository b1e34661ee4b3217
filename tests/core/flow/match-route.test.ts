import { describe, expect, it } from 'vitest';
import { stepFiles } from '../../../core/generated/funnel-files';
import { matchRoute, routePatterns } from '../../../core/flow/match-route';
import type { StepDefinition } from '../../../core/flow/step-definition';

const steps = Object.values(stepFiles);

describe('matchRoute (docs/FUNNEL.md#screens-and-routes: the path with its slug segment replaced by :slug)', () => {
  it.each([
    ['/partners/bayside-movers/book', 'landing', 'bayside-movers', '/partners/:slug/book'],
    ['/partners/bayside-movers/book/', 'landing', 'bayside-movers', '/partners/:slug/book'],
    ['/partners/bayside-movers/book/landing', 'landing', 'bayside-movers', '/partners/:slug/book/landing'],
    ['/partners/summit-moving/book/services', 'services', 'summit-moving', '/partners/:slug/book/services'],
    ['/partners/summit-moving/book/move-date', 'moveDate', 'summit-moving', '/partners/:slug/book/move-date'],
    [
      '/partners/summit-moving/book/origin/property-details',
      'originPropertyDetails',
      'summit-moving',
      '/partners/:slug/book/origin/property-details',
    ],
    ['/partners/a/book/summary?checkout=true', 'summary', 'a', '/partners/:slug/book/summary'],
    ['/partners/a/book/complete?status=pay_later#top', 'complete', 'a', '/partners/:slug/book/complete'],
    // The slug is a value, never part of the pattern: a partner named like a step still matches.
    ['/partners/book/book/checkout', 'checkout', 'book', '/partners/:slug/book/checkout'],
    // Case is ignored, as by the browser's router: an upper-case path is still the step.
    ['/partners/bayside-movers/BOOK/CHECKOUT', 'checkout', 'bayside-movers', '/partners/:slug/book/checkout'],
    ['/partners/bayside-movers/Book/Move-Date', 'moveDate', 'bayside-movers', '/partners/:slug/book/move-date'],
  ])('%s -> %s (slug %s)', (path, id, slug, pattern) => {
    const match = matchRoute(path, steps);
    expect(match?.step.id).toBe(id);
    expect(match?.slug).toBe(slug);
    expect(match?.pattern).toBe(pattern);
  });

  it.each([
    '/partners/bayside-movers',
    '/partners/bayside-movers/book/nowhere',
    '/partners/bayside-movers/book/origin',
    '/partners//book',
    '/partners/bayside-movers/reset',
    '/book/services',
    '/terms',
    '/',
  ])('%s is unknown (the 404 page)', (path) => {
    expect(matchRoute(path, steps)).toBeNull();
  });

  it('every step file has its own path; no two steps share a pattern', () => {
    const patterns = steps.flatMap(routePatterns);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns).toContain('/partners/:slug/book/landing');
  });

  it('matches inline steps by path and alias', () => {
    const inline: StepDefinition[] = [{ id: 'one', path: '/book/one', aliases: ['/book/uno'], fields: {} }];
    expect(matchRoute('/partners/p/book/uno', inline)?.step.id).toBe('one');
    expect(matchRoute('/partners/p/book/one', inline)?.pattern).toBe('/partners/:slug/book/one');
  });
});

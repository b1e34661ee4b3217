import { expect, it } from 'vitest';
import { legalPagePath, partnerHref } from '../../core/legal-page-path';

it.each([
  ['summit-moving', 'terms', '/partners/summit-moving/terms'],
  ['bayside-movers', 'privacy-policy', '/partners/bayside-movers/privacy-policy'],
] as const)('legalPagePath(%s, %s) is %s', (slug, page, path) => {
  expect(legalPagePath(slug, page)).toBe(path);
});

it.each([
  ['{partner}/terms', '/partners/summit-moving/terms'],
  ['{partner}/privacy-policy', '/partners/summit-moving/privacy-policy'],
  ['/terms', '/terms'],
  ['https://example.com/{partner}/x', 'https://example.com/{partner}/x'],
])('partnerHref(%s) is %s for Summit', (href, resolved) => {
  expect(partnerHref(href, 'summit-moving')).toBe(resolved);
});

it('without a partner, {partner}/terms is the neutral /terms', () => {
  expect(partnerHref('{partner}/terms', undefined)).toBe('/terms');
});

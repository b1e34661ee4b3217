import { describe, expect, it } from 'vitest';
import { processingTarget } from '../../../renderer/views/processing-target';

const completePath = '/partners/summit-moving/book/complete';
const url = 'https://www.summitmoving.example.com/thank-you';

describe('processingTarget', () => {
  // The partner's redirect address when it has one and no override is set, else the next edge (complete + query).
  it.each([
    [url, null, '?status=pay_later', { kind: 'external', url }],
    [url, undefined, '', { kind: 'external', url }],
    [url, '', '?status=pay_later', { kind: 'external', url }],
    [url, 'skip', '?status=pay_later', { kind: 'internal', path: `${completePath}?status=pay_later` }],
    [undefined, null, '?status=pay_later', { kind: 'internal', path: `${completePath}?status=pay_later` }],
    [
      undefined,
      null,
      '?redirect_status=succeeded&setup_intent=seti_1',
      { kind: 'internal', path: `${completePath}?redirect_status=succeeded&setup_intent=seti_1` },
    ],
    [null, null, '', { kind: 'internal', path: completePath }],
  ])('redirect %s, override %s, query %s', (submissionRedirectUrl, submissionRedirectOverride, search, expected) => {
    expect(processingTarget({ submissionRedirectUrl, submissionRedirectOverride, nextPath: `${completePath}${search}` })).toEqual(expected);
  });

  it.each([
    ['/demo/summit-moving/thank-you', '/demo/summit-moving/thank-you?status=pay_later&reference=7KX3M9QD'],
    ['https://movers.example/thanks?src=funnel#top', 'https://movers.example/thanks?src=funnel&status=pay_later&reference=7KX3M9QD#top'],
  ])("the partner's address %s carries the status and reference: %s", (submissionRedirectUrl, expected) => {
    const carries = { status: 'pay_later', reference: '7KX3M9QD', empty: '', missing: null };
    expect(processingTarget({ submissionRedirectUrl, submissionRedirectOverride: null, nextPath: completePath, carries })).toEqual({
      kind: 'external',
      url: expected,
    });
  });
});

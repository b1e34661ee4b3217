// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { readHostPage } from '../../../renderer/mount/read-host-page';

const PROPS = {
  booking: { reference: 'REF00004', revision: 2 },
  partner: { slug: 'summit-moving', name: 'Summit Moving' },
  location: null,
  settings: { googleApiKey: null, stripeAvailable: false },
};

function hostPage({ stripeMeta = true, root = true, dsn }: { stripeMeta?: boolean; root?: boolean; dsn?: string } = {}) {
  document.head.innerHTML = [
    '<meta name="csrf-token" content="csrf-abc">',
    stripeMeta ? '<meta name="stripe-publishable-key" content="">' : '',
    dsn ? `<meta name="sentry-dsn" content="${dsn}">` : '',
  ].join('');
  document.body.innerHTML = `<script type="application/json" id="react-app-props">${JSON.stringify(PROPS)}</script>${root ? '<div id="react-app"></div>' : ''}`;
}

beforeEach(() => hostPage());

describe('reading the host page (docs/FUNNEL.md)', () => {
  it('reads the props, the CSRF token and the card key', () => {
    const page = readHostPage(document);
    expect(page).toMatchObject({ props: PROPS, csrfToken: 'csrf-abc', stripePublishableKey: '', sentryDsn: null });
    expect(page.root.id).toBe('react-app');
  });

  it('reads the error-reporting address when the page carries one', () => {
    hostPage({ dsn: 'https://key@example.ingest/1' });
    expect(readHostPage(document).sentryDsn).toBe('https://key@example.ingest/1');
  });

  it.each([
    ['the card key meta is missing', { stripeMeta: false }, 'Stripe Publishable key not found in DOM'],
    ['the root element is missing', { root: false }, "Root element with id 'react-app' was not found in the DOM"],
  ])('throws word for word when %s', (_case, page, message) => {
    hostPage(page);
    expect(() => readHostPage(document)).toThrow(new Error(message));
  });
});

import { describe, expect, it } from 'vitest';
import { startingOnIntent } from '../../../server/host-page/load-host-template';

/** The head of a production build's index.html, as Vite writes it. */
const BUILT = `<head>
    <script>/* the guard script */</script>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-Xy9.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Css1.css">
  </head>`;

describe('startingOnIntent', () => {
  it("swaps the build's entry script for the guard's start on intent and drops its module preloads", () => {
    expect(startingOnIntent(BUILT)).toBe(`<head>
    <script>/* the guard script */</script>
    <script>startFunnelOnIntent("/assets/index-AbC123.js")</script>
    <link rel="stylesheet" crossorigin href="/assets/index-Css1.css">
  </head>`);
  });

  it("leaves a template that is not a build's as it is (the development server's entry is Vite's)", () => {
    const dev = '<head><script type="module" src="/@vite/client"></script><script type="module" src="/main.tsx"></script></head>';
    expect(startingOnIntent(dev)).toBe(dev);
  });
});

import { escapeHtml } from '../html/escape-html';
import { renderSimplePage } from './render-simple-page';
import type { ServerPartner } from '../partners/server-partner';

/** The one line a partner puts on its site (docs/EMBED.md). */
export function embedSnippet(funnelOrigin: string, slug: string): string {
  return `<script src="${funnelOrigin}/embed.js" data-partner="${slug}" async></script>`;
}

/**
 * The demo's stand-in for a partner's own website with the funnel embedded (`npm start` prints its address):
 * the snippet in place, loading the funnel from `funnelOrigin`, another origin than this page's, as a real
 * partner site would. Its address's ad click and campaign parameters (?gclid=…) reach the booking's lead.
 */
export function renderDemoEmbedPage(partner: Pick<ServerPartner, 'name' | 'slug' | 'logo' | 'theme'>, funnelOrigin: string): string {
  const name = escapeHtml(partner.name);
  const snippet = embedSnippet(funnelOrigin, partner.slug);
  return renderSimplePage(
    `Get a moving quote · ${partner.name}`,
    `<style>main { max-width: 1280px; }</style>
<h1>Get a free moving quote from ${name}</h1>
<p>Demo: this page stands in for ${name}'s own website. The booking funnel below comes from ${escapeHtml(funnelOrigin)}, another origin, framed by this one line of HTML (docs/EMBED.md):</p>
<pre><code>${escapeHtml(snippet)}</code></pre>
${snippet}
<p>Questions? Call ${name}.</p>`,
    { name: partner.name, logo: partner.logo, theme: partner.theme, home: `/demo/${encodeURIComponent(partner.slug)}/` },
  );
}

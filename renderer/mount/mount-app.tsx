import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { FunnelApp } from '../app/funnel-app';
import { embedOrigin } from '../embed/embed-origin';
import { initErrorReporting } from '../services/error-reporting/init-error-reporting';
import { FunnelStoreProvider } from '../store/funnel-store-provider';
import { createStoreFromHostPage } from './create-store-from-host-page';
import { holdTypingUntilHydrated } from './hold-typing-until-hydrated';
import { MarkHydrated } from './mark-hydrated';
import { readHostPage } from './read-host-page';

/**
 * Start the funnel from the host page (docs/FUNNEL.md, "Screens and routes"); the start-up errors of
 * docs/FUNNEL.md, "Errors" throw. The server rendered the page into the root from the same props, so
 * the browser hydrates it; an empty root (a page the server could not render) is rendered afresh.
 */
export function mountApp(doc: Document = document): void {
  const page = readHostPage(doc);
  void initErrorReporting(page.sentryDsn);
  // The data layer exists on every page, with or without a tag manager (docs/DECISIONS.md, Store and widgets).
  window.dataLayer ??= [];
  const store = createStoreFromHostPage(page, window.location.search);
  // In a partner site's frame (docs/EMBED.md): sized to its content from the first paint (the `embedded:`
  // variant), and the bridge to the host page, whose code only a framed funnel loads.
  const embeddedBy = embedOrigin(window);
  if (embeddedBy) {
    doc.documentElement.dataset.embed = '';
    void import('../embed/start-embed-bridge').then(({ startEmbedBridge }) => startEmbedBridge(window, embeddedBy));
  }

  const app = (
    <StrictMode>
      <FunnelStoreProvider store={store}>
        <FunnelApp />
      </FunnelStoreProvider>
      <MarkHydrated root={page.root} />
    </StrictMode>
  );
  // Hydrating in a transition lets React yield every few milliseconds, so a tap during start-up is not held
  // behind one long task (docs/PERFORMANCE.md, "Speed, round 3: what changed structurally"); typing meanwhile is kept
  // from React, whose first key event would otherwise finish the hydration at once in its listener.
  if (page.root.firstElementChild) {
    holdTypingUntilHydrated(page.root);
    startTransition(() => void hydrateRoot(page.root, app));
  } else createRoot(page.root).render(app);
}

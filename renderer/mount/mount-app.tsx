import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FunnelApp } from '../app/funnel-app';
import { initErrorReporting } from '../services/error-reporting/init-error-reporting';
import { FunnelStoreProvider } from '../store/funnel-store-provider';
import { createStoreFromHostPage } from './create-store-from-host-page';
import { readHostPage } from './read-host-page';

/** Start the funnel from the host page (docs/FUNNEL.md, Screens and routes); the start-up errors of docs/FUNNEL.md, Errors throw. */
export function mountApp(doc: Document = document): void {
  const page = readHostPage(doc);
  void initErrorReporting(page.sentryDsn);
  // The data layer exists on every page, with or without a tag manager (docs/DECISIONS.md, Store and widgets).
  window.dataLayer ??= [];
  const store = createStoreFromHostPage(page, window.location.search);

  createRoot(page.root).render(
    <StrictMode>
      <FunnelStoreProvider store={store}>
        <FunnelApp />
      </FunnelStoreProvider>
    </StrictMode>,
  );
}

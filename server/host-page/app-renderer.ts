import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { HostPageProps } from './render-host-page';

/** What the server renderer (renderer/server-entry.tsx, built into dist/server/) needs for one page. */
export interface AppRenderInput {
  /** The request's path and query. */
  url: string;
  props: HostPageProps;
  csrfToken: string;
  stripePublishableKey: string;
}

/** The HTML of `#react-app` for one request. */
export type RenderApp = (input: AppRenderInput) => Promise<string>;

/**
 * The server renderer built by `vite build --ssr` (npm run build), loaded once at start. The server never
 * imports the renderer's source: it runs the built bundle, as the browser does. A dist without it is an
 * incomplete build and stops the server, as a missing index.html does.
 */
export function loadAppRenderer(distDir: string): Promise<RenderApp> {
  const file = join(distDir, 'server', 'server-entry.js');
  // Checked at once, so a build without it stops the server at start.
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return import(pathToFileURL(file).href).then((entry: { renderApp?: unknown }) => {
    if (typeof entry.renderApp !== 'function') throw new Error(`${file} does not export renderApp`);
    // The bundle is built from renderer/server-entry.tsx, whose renderApp has this type; only its presence is checked here.
    return entry.renderApp as RenderApp;
  });
}

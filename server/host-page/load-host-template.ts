import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineStylesheets } from './inline-stylesheets';
import { fieldOf } from '../../core/is-record';
import { APP_ROOT_ID, BOOT_GLOBALS } from '../../core/boot-globals';

const ROOT_ELEMENT = `<div id="${APP_ROOT_ID}"></div>`;

/** The host page in its two forms: the app started with the page, or on the customer's first input. */
export interface HostTemplate {
  atOnce: string;
  /**
   * The app's entry script and its module preloads left out: the page's guard script (renderer/index.html) loads the
   * entry on the first pointer, key or focus (docs/PERFORMANCE.md, "Starting on intent"). The same as `atOnce` for a
   * template that is not a production build's (the development server's, whose entry is Vite's).
   */
  onIntent: string;
}

/** The build's entry: `<script type="module" crossorigin src="/assets/index-….js"></script>`. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/** The template whose app starts on intent (HostTemplate.onIntent). */
export function startingOnIntent(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  return template
    .replace(ENTRY_SCRIPT, () => `<script>${BOOT_GLOBALS.startOnIntent}(${JSON.stringify(entry)})</script>`)
    .replace(MODULE_PRELOAD, '');
}

/**
 * dist/index.html, read once at start, its stylesheets inlined (inline-stylesheets.ts), in both forms (HostTemplate). A template without `</head>` or the root element would give a
 * page that cannot start (docs/FUNNEL.md#errors), so it stops the server instead.
 */
export function loadHostTemplate(distDir: string): HostTemplate {
  const file = join(distDir, 'index.html');
  let template: string;
  try {
    template = readFileSync(file, 'utf8');
  } catch (error) {
    if (fieldOf(error, 'code') === 'ENOENT') throw new Error(`${file} is missing: run \`npm run build\` first`, { cause: error });
    throw error;
  }
  for (const marker of ['</head>', ROOT_ELEMENT]) {
    if (!template.includes(marker)) throw new Error(`${file} has no ${marker}; the host page needs it`);
  }
  const atOnce = inlineStylesheets(template, distDir);
  return { atOnce, onIntent: startingOnIntent(atOnce) };
}

export { ROOT_ELEMENT };

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineStylesheets } from './inline-stylesheets';
import { fieldOf } from '../../core/is-record';

const ROOT_ELEMENT = '<div id="react-app"></div>';

/**
 * dist/index.html, read once at start, its stylesheets inlined (inline-stylesheets.ts). A template without `</head>` or the root element would give a
 * page that cannot start (docs/FUNNEL.md#errors), so it stops the server instead.
 */
export function loadHostTemplate(distDir: string): string {
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
  return inlineStylesheets(template, distDir);
}

export { ROOT_ELEMENT };

import type { ReactNode } from 'react';

/**
 * Stands in for `markdown-to-jsx/react` in the browser build (vite.config.ts alias). RJSF imports
 * its Markdown component for `ui:enableMarkdownInDescription`/`InHelp` (steps never set them) and
 * for its own config-error texts; the parser costs ~28 KB gzip on the landing page for nothing.
 * The text is shown as is, which is also what RJSF shows without the markdown options.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <span>{children}</span>;
}

import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';

/** Packages the builds swap for a smaller stand-in. */
const SIZE_STAND_INS: Record<string, string> = {
  // RJSF's markdown support is never switched on by a step; its parser is ~28 KB gzip on the
  // landing page (docs/PERFORMANCE.md).
  'markdown-to-jsx/react': fileURLToPath(new URL('./renderer/app/markdown-as-text.tsx', import.meta.url)),
  // RJSF resolves `$ref` URIs with fast-uri (~7.8 KB gzip); step schemas have none (docs/PERFORMANCE.md).
  'fast-uri': fileURLToPath(new URL('./renderer/app/uri-resolver.ts', import.meta.url)),
  // The store's devtools are on in development only; off, the middleware passes the store through (~2 KB gzip).
  'zustand/middleware': fileURLToPath(new URL('./renderer/app/devtools-off.ts', import.meta.url)),
};

/**
 * Modules the builds replace that their packages import with relative paths, which an alias cannot name: the
 * importer's path ends with `importer`, the import is written `source`.
 */
const STAND_IN = {
  rjsfFields: fileURLToPath(new URL('./renderer/app/rjsf-fields.ts', import.meta.url)),
  rjsfWidgets: fileURLToPath(new URL('./renderer/app/rjsf-widgets.ts', import.meta.url)),
  noAllOfMerge: fileURLToPath(new URL('./renderer/app/no-all-of-merge.ts', import.meta.url)),
};
const RELATIVE_STAND_INS = [
  // RJSF's Form registers every field and widget of its own; a step uses its leaf fields and the product's widgets only.
  { importer: '/@rjsf/core/lib/getDefaultRegistry.js', source: './components/fields/index.js', standIn: STAND_IN.rjsfFields },
  { importer: '/@rjsf/core/lib/getDefaultRegistry.js', source: './components/widgets/index.js', standIn: STAND_IN.rjsfWidgets },
  // RJSF merges `allOf` with @x0k/json-schema-merge (~4 KB gzip); no step schema has one.
  { importer: '/@rjsf/utils/lib/schema/retrieveSchema.js', source: './shallowAllOfMerge.js', standIn: STAND_IN.noAllOfMerge },
  { importer: '/@rjsf/utils/lib/schema/omitExtraData.js', source: './shallowAllOfMerge.js', standIn: STAND_IN.noAllOfMerge },
];

function relativeStandIns(): Plugin {
  return {
    name: 'relative-stand-ins',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/');
      return RELATIVE_STAND_INS.find((entry) => entry.source === source && from?.endsWith(entry.importer))?.standIn ?? null;
    },
  };
}

/**
 * react-router names each of its components (`Link.displayName = "Link"`) and does not mark its React factory calls
 * pure, so its framework-mode components (NavLink, Form, ScrollRestoration...) stayed in
 * the landing page's JavaScript though the app renders none of them (~1.3 KB gzip). Without the names, and with the
 * calls marked pure, the bundler leaves out what nothing uses; React DevTools shows those components by their function names.
 */
function reactRouterUnusedComponents(): Plugin {
  return {
    name: 'react-router-unused-components',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').includes('/node_modules/react-router/dist/')) return null;
      const changed = code
        // Names blanked, not removed, and the pure mark moves only the rest of its line: every line keeps its place, so
        // the package's source map stays right to the line (`map: null`).
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, (line) => ' '.repeat(line.length))
        .replace(/= (React\d*\.(?:forwardRef|memo|createContext))\(/g, '= /* @__PURE__ */ $1(');
      return { code: changed, map: null };
    },
  };
}

/**
 * The browser app (renderer/index.html is the host page template the server fills in) and, with
 * `vite build --ssr server-entry.tsx`, the server renderer the server loads from dist/server/ at start.
 * The server bundle carries its dependencies (React's production build among them), so what renders
 * on the server does not depend on the server process's NODE_ENV.
 *
 * `npm run dev` (scripts/dev.ts) serves the same app from source: there Node loads the packages itself,
 * since Vite's dev server runs modules it inlines as ES modules and cannot run CommonJS packages (React's
 * among them), and the packages are served as they are, without the builds' size stand-ins.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'renderer',
  publicDir: isSsrBuild ? false : '../public',
  plugins: [
    react(),
    tailwindcss(),
    ...(command === 'build' ? [relativeStandIns(), reactRouterUnusedComponents()] : []),
    // Brotli and gzip copies of the browser bundles, served as they are (server/routes/static-assets.ts).
    // Not the host page template: the server fills it in per request and compresses the page then.
    ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg)$/, threshold: 1024 })]),
  ],
  // Builds only: Vite's dev pre-bundle keeps what the build leaves out, such as RJSF's getTestRegistry,
  // which creates an Ajv at import, and Ajv needs fast-uri's parser (docs/DECISIONS.md, "Server rendering in development").
  resolve: { alias: command === 'build' ? SIZE_STAND_INS : {} },
  ssr: { noExternal: command === 'build' ? true : [], target: 'node' },
  build: isSsrBuild
    ? { outDir: '../dist/server', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: '../dist',
        emptyOutDir: true,
        sourcemap: true,
        // Everything the entry imports statically is one file with it: the landing page was 19 JavaScript requests
        // (18 modulepreloads of shared pieces), each a round trip over HTTP/1.1 before the app could start
        // (docs/DECISIONS.md, "One file for the first page"). Lazy views and widgets stay their own chunks.
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
        // That file is ~545 KB minified (160 KB gzip); the gzip budgets are held by tests/e2e/landing-budget.test.ts and the bench.
        chunkSizeWarningLimit: 800,
      },
  server: { port: 5173 },
}));

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
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
};

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
        // That file is ~600 KB minified (175 KB gzip); the gzip budgets are held by tests/e2e/landing-budget.test.ts and the bench.
        chunkSizeWarningLimit: 800,
      },
  server: { port: 5173 },
}));

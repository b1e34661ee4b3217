import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The browser app (renderer/index.html is the host page template the server fills in) and, with
 * `vite build --ssr server-entry.tsx`, the server renderer the server loads from dist/server/ at start.
 * The server bundle carries its dependencies (React's production build among them), so what renders
 * on the server does not depend on the server process's NODE_ENV.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'renderer',
  publicDir: isSsrBuild ? false : '../public',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      // RJSF's markdown support is never switched on by a step; its parser is ~28 KB gzip on the
      // landing page (docs/PERFORMANCE.md).
      'markdown-to-jsx/react': fileURLToPath(new URL('./renderer/app/markdown-as-text.tsx', import.meta.url)),
      // RJSF resolves `$ref` URIs with fast-uri (~7.8 KB gzip); step schemas have none (docs/PERFORMANCE.md).
      'fast-uri': fileURLToPath(new URL('./renderer/app/uri-resolver.ts', import.meta.url)),
    },
  },
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? { outDir: '../dist/server', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : { outDir: '../dist', emptyOutDir: true, sourcemap: true },
  server: { port: 5173 },
}));

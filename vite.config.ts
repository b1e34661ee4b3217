import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The browser app: renderer/index.html is the host page template the server fills in.
export default defineConfig({
  root: 'renderer',
  publicDir: '../public',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      // RJSF's markdown support is never switched on by a step; its parser is ~28 KB gzip of
      // the landing page's 150 KB budget (docs/PERFORMANCE.md).
      'markdown-to-jsx/react': fileURLToPath(new URL('./renderer/app/markdown-as-text.tsx', import.meta.url)),
    },
  },
  build: { outDir: '../dist', emptyOutDir: true, sourcemap: true },
  server: { port: 5173 },
});

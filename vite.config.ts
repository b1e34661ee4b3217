import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The browser app: renderer/index.html is the host page template the server fills in.
export default defineConfig({
  root: 'renderer',
  publicDir: '../public',
  plugins: [react(), tailwindcss()],
  build: { outDir: '../dist', emptyOutDir: true, sourcemap: true },
  server: { port: 5173 },
});

/**
 * The two production builds into `outDir`: the browser app (index.html, assets/) and the server
 * renderer (server/server-entry.js), as `npm run build` writes them into dist/. For browser tests and
 * the bench, which build into a temp folder. NODE_ENV is production: a test runner's 'test' would
 * bundle React's development build.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');

export function buildBundles(outDir: string): void {
  const run = (args: string[]) =>
    execFileSync(process.execPath, [VITE, 'build', ...args, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  run(['--outDir', outDir]);
  run(['--ssr', 'server-entry.tsx', '--outDir', join(outDir, 'server')]);
}

/**
 * `npm start`: builds the browser app only when its sources changed since the last build (the
 * stamp in dist/), then starts the server in this process. With DIST_DIR set, the operator's build
 * is served as it is.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './ensure-built';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

if (!process.env.DIST_DIR?.trim()) {
  const result = ensureBuilt({
    root: ROOT,
    distDir: path.join(ROOT, 'dist'),
    build: () => execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }),
  });
  if (result === 'up to date')
    console.log('dist/ is up to date with the sources: serving it without a build (`npm run build` forces one).');
}

await import('../server/main');

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `npm run build` into `outDir`: the generated modules, then the production vite build. */
export function buildForBench(outDir: string): void {
  execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/generate.ts')], { cwd: ROOT, stdio: 'inherit' });
  execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    // A NODE_ENV other than production (a test runner's) would bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBundles } from '../scripts/build-bundles';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `npm run build` into `outDir`: the generated modules, then the browser and server bundles. */
export function buildForBench(outDir: string): void {
  execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/generate.ts')], { cwd: ROOT, stdio: 'inherit' });
  buildBundles(outDir);
}

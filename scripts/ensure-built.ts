import fs from 'node:fs';
import path from 'node:path';
import { buildInputsHash } from './build-inputs-hash';

/** Written into the build folder after a build: the hash of the inputs it was built from. */
export const BUILD_STAMP_FILE = '.build-stamp';

export interface EnsureBuiltOptions {
  root: string;
  distDir: string;
  /** Runs the build (`npm run build`); it may rewrite inputs (generate), so the stamp is taken after it. */
  build: () => void;
  inputs?: readonly string[];
}

function readStamp(distDir: string): string | null {
  try {
    return fs.readFileSync(path.join(distDir, BUILD_STAMP_FILE), 'utf8').trim();
  } catch {
    return null;
  }
}

/** Records that `distDir` was built from the inputs under `root` as they are now. */
export function writeBuildStamp(root: string, distDir: string, inputs?: readonly string[]): void {
  fs.writeFileSync(path.join(distDir, BUILD_STAMP_FILE), `${buildInputsHash(root, inputs)}\n`);
}

/**
 * Builds only when the inputs changed since the build in `distDir` (or there is none): `npm start`
 * on an unchanged checkout serves at once instead of spending half a minute in vite.
 */
export function ensureBuilt({ root, distDir, build, inputs }: EnsureBuiltOptions): 'up to date' | 'built' {
  const builtIndex = fs.existsSync(path.join(distDir, 'index.html'));
  if (builtIndex && readStamp(distDir) === buildInputsHash(root, inputs)) return 'up to date';
  build();
  writeBuildStamp(root, distDir, inputs);
  return 'built';
}

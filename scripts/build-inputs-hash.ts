import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Everything `npm run build` reads (generate, then vite): the browser app's sources, data and build settings. */
export const BUILD_INPUTS = [
  'core',
  'renderer',
  'widgets',
  'schemas',
  'public',
  'scripts/generate.ts',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
] as const;

/** Read by the server at run time (server/partners/partner-asset-file.ts): a new logo needs no build. */
const RUN_TIME_INPUTS = new Set(['public/partners']);

function filesUnder(root: string, entry: string): string[] {
  if (RUN_TIME_INPUTS.has(entry)) return [];
  const full = path.join(root, entry);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(full);
  } catch {
    return [];
  }
  if (!stat.isDirectory()) return [entry];
  return fs
    .readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.posix.join(entry, name)));
}

/** One sha256 over the path and content of every build input under `root`: equal hashes, same build. */
export function buildInputsHash(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((entry) => filesUnder(root, entry))) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

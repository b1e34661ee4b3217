/**
 * One command's modules as one file (esbuild), so a test that starts the command as a process loads one module
 * instead of tsx transforming and resolving some 400 (docs/PERFORMANCE.md, "Test suite": 1.9 s of CPU to import the
 * server through tsx, 0.7 s bundled). Packages stay imports, resolved from node_modules as usual.
 *
 * The bundle is written beside its entry (server/main.ts → server/<name>.mjs), and every other module keeps its own
 * `import.meta.url` (pinned to its source file's URL), so paths a module finds from where it lives (the migrations,
 * public/, the PGlite thread's file, the ZIP data) and the entry's own root (`new URL('..', import.meta.url)`) are the
 * same as under tsx. The entry's own `import.meta.url` is the bundle's: a cluster primary forks the bundle.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

function pinImportMetaUrl(entry: string): Plugin {
  return {
    name: 'pin-import-meta-url',
    setup(builder) {
      builder.onLoad({ filter: /\.(ts|tsx|mts|js|mjs)$/, namespace: 'file' }, async ({ path }) => {
        if (path.includes('/node_modules/')) return undefined;
        const source = await readFile(path, 'utf8');
        const contents = path === entry ? source : source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href));
        const loader = path.endsWith('.tsx') ? 'tsx' : path.endsWith('.ts') || path.endsWith('.mts') ? 'ts' : 'js';
        return { contents, loader };
      });
    },
  };
}

/** Bundles `entry` (absolute or relative to the working folder) beside itself as `<name>.mjs`; answers its path. */
export async function bundleNodeEntry(entryPath: string, name: string): Promise<string> {
  const entry = resolve(entryPath);
  const outfile = join(dirname(entry), `${name}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Function names are read at run time (Fastify's compiler looks for a plugin named `formatsPlugin`).
    keepNames: true,
    logLevel: 'warning',
    plugins: [pinImportMetaUrl(entry)],
  });
  return outfile;
}

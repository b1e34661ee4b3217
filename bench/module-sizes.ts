/**
 * `npx tsx bench/module-sizes.ts [outDir]`: builds the app once with a reporting plugin and
 * prints, per JavaScript chunk, its minified size and the packages / folders that fill it
 * (rendered bytes before gzip). The tool used to find what made the landing page heavy.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { minifySync } from 'rolldown/utils';
import { build, type Plugin } from 'vite';

interface ChunkReport {
  file: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  bytes: number;
  gzipBytes: number;
  imports: string[];
  /** Package or folder -> [rendered bytes, minified bytes, minified+gzip bytes of that group alone]. */
  groups: [string, number, number, number][];
}

/** One group's code minified and gzipped on its own: a slight over-estimate (no shared gzip window), good for ranking. */
function minifiedSizes(code: string): [number, number] {
  if (code.trim() === '') return [0, 0];
  const min = minifySync('group.js', code, { module: false, compress: false, mangle: true }).code;
  return [Buffer.byteLength(min), gzipSync(min).length];
}

/** 'react-dom', '@rjsf/core', 'renderer/frame' ... : a module id grouped to something a person can act on. */
function groupOf(id: string): string {
  const nm = id.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = id.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const rel = id.replace(process.cwd() + '/', '');
  return rel.split('/').slice(0, 2).join('/');
}

export async function moduleSizes(outDir: string): Promise<ChunkReport[]> {
  const reports: ChunkReport[] = [];
  const reporter: Plugin = {
    name: 'bench-module-sizes',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const groups = new Map<string, [number, string]>();
        for (const [id, info] of Object.entries(output.modules)) {
          const [length, code] = groups.get(groupOf(id)) ?? [0, ''];
          groups.set(groupOf(id), [length + info.renderedLength, code + (info.code ?? '') + '\n']);
        }
        reports.push({
          file: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          bytes: Buffer.byteLength(output.code),
          gzipBytes: gzipSync(output.code).length,
          imports: output.imports,
          groups: [...groups]
            .map(([group, [length, code]]): [string, number, number, number] => [group, length, ...minifiedSizes(code)])
            .sort((a, b) => b[3] - a[3]),
        });
      }
    },
  };
  await build({ configFile: 'vite.config.ts', logLevel: 'warn', plugins: [reporter], build: { outDir, emptyOutDir: true } });
  return reports.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'bench-sizes-'));
  const reports = await moduleSizes(outDir);
  for (const r of reports) {
    const kind = r.isEntry ? 'entry' : r.isDynamicEntry ? 'lazy' : 'shared';
    console.log(
      `\n${r.file} (${kind}) ${(r.bytes / 1024).toFixed(1)} KB, ${(r.gzipBytes / 1024).toFixed(1)} KB gzip; imports ${r.imports.join(', ') || '-'}`,
    );
    for (const [group, rendered, min, gz] of r.groups.slice(0, 20)) {
      console.log(
        `  ${(gz / 1024).toFixed(1).padStart(7)} KB gzip ${(min / 1024).toFixed(1).padStart(7)} KB min ${(rendered / 1024).toFixed(1).padStart(7)} KB rendered  ${group}`,
      );
    }
  }
  if (!process.argv[2]) rmSync(outDir, { recursive: true, force: true });
}

/**
 * The repository's import graph as dependency-cruiser reads it with `.dependency-cruiser.mjs` (type-only imports
 * included), and the server's folders drawn from it: which folder imports which, the loops among them and the imports
 * that run back up the layers. tests/docs/import-graph.test.ts checks the repository and planted graphs with it.
 */
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import config from '../../.dependency-cruiser.mjs';

/** The cruise of `paths` under `baseDir` with the repository's rules: modules, their imports and the rules they break. */
export async function cruiseWithRepoRules(baseDir: string, paths: string[]): Promise<ICruiseResult> {
  const { enhancedResolveOptions, ...options } = config.options ?? {};
  const { output } = await cruise(
    paths,
    { ...options, baseDir, validate: true, ruleSet: { forbidden: config.forbidden } },
    enhancedResolveOptions,
  );
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a cruise result');
  return output;
}

/** The folder right under server/ a module is in; a file at server/'s root is in "(root)". */
export function serverFolderOf(source: string): string | null {
  const parts = source.split('/');
  if (parts[0] !== 'server') return null;
  return parts.length === 2 ? '(root)' : (parts[1] ?? null);
}

/** Every import from one server folder into another, as `from -> to` with the importing file. */
export function serverFolderImports(result: ICruiseResult): Array<{ from: string; to: string; file: string }> {
  return result.modules.flatMap((module) => {
    const from = serverFolderOf(module.source);
    if (from === null) return [];
    return module.dependencies.flatMap((dependency) => {
      const to = serverFolderOf(dependency.resolved);
      return to === null || to === from ? [] : [{ from, to, file: `${module.source} -> ${dependency.resolved}` }];
    });
  });
}

/** The loops of folders (strongly connected sets of two or more), each sorted. */
export function folderLoops(imports: ReadonlyArray<{ from: string; to: string }>): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    next.set(from, (next.get(from) ?? new Set()).add(to));
    if (!next.has(to)) next.set(to, new Set());
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (folder: string): void => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const other of next.get(folder) ?? []) {
      if (!index.has(other)) {
        visit(other);
        low.set(folder, Math.min(low.get(folder)!, low.get(other)!));
      } else if (stack.includes(other)) low.set(folder, Math.min(low.get(folder)!, index.get(other)!));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) component.push(member);
    } while (member !== undefined && member !== folder);
    if (component.length > 1) loops.push(component.sort());
  };
  for (const folder of next.keys()) if (!index.has(folder)) visit(folder);
  return loops;
}

/** The imports from a folder into one of a higher layer (`layers` lists them bottom first); a folder in no layer throws. */
export function importsUpTheLayers(
  imports: ReadonlyArray<{ from: string; to: string; file: string }>,
  layers: ReadonlyArray<readonly string[]>,
): string[] {
  const layerOf = (folder: string): number => {
    const layer = layers.findIndex((folders) => folders.includes(folder));
    if (layer < 0) throw new Error(`server/${folder} is in no layer: place it in tests/docs/import-graph.test.ts`);
    return layer;
  };
  return imports.filter(({ from, to }) => layerOf(to) > layerOf(from)).map(({ file }) => file);
}

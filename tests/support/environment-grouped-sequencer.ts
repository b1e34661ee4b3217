import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The environment a test file asks for in its docblock (`// @vitest-environment happy-dom`), or its project's. */
function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 1_000);
  return /@vitest-environment\s+(\S+)/.exec(head)?.[1] ?? spec.project.config.environment;
}

/**
 * Vitest's order (projects one after another, longest or largest files first), with each project's files of one
 * environment kept together. A worker that shares its imports between files (`isolate: false`) keeps running only
 * while the next file in the queue wants the same project and environment; interleaved `node` and `happy-dom` files
 * made the unit tests start a new worker, and import React and the engine again, for most files.
 */
export class EnvironmentGroupedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of sorted) {
      const key = `${spec.project.name}\u0000${environmentOf(spec)}`;
      groups.set(key, [...(groups.get(key) ?? []), spec]);
    }
    return [...groups.values()].flat();
  }
}

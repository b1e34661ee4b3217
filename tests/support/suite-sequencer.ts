import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The projects in the order the two workers should take them: the server tests first, whose longest files (processes
 * killed and restarted, ten thousand visits) then end while the other worker is on the browser tests, and the short unit
 * files last, so the run does not end on one long file with the other worker idle. A clean clone has no durations in
 * Vitest's cache, so within a project the files go largest first.
 */
const PROJECT_ORDER = ['server', 'e2e', 'unit'];

/** The environment a test file asks for in its docblock (`// @vitest-environment happy-dom`), or its project's. */
function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 1_000);
  return /@vitest-environment\s+(\S+)/.exec(head)?.[1] ?? spec.project.config.environment;
}

const rankOf = (project: string) => (PROJECT_ORDER.includes(project) ? PROJECT_ORDER.indexOf(project) : PROJECT_ORDER.length);

/**
 * Vitest's order within a project (longest files first, or largest on a clean clone), the projects in PROJECT_ORDER,
 * and each project's files of one environment kept together. A worker that shares its imports between files
 * (`isolate: false`) keeps running only while the next file in the queue wants the same project and environment;
 * interleaved `node` and `happy-dom` files made the unit tests start a new worker, and import React and the engine
 * again, for most files (docs/PERFORMANCE.md, "Test suite").
 */
export class SuiteSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const groups = new Map<string, { project: string; specs: TestSpecification[] }>();
    for (const spec of sorted) {
      const key = `${spec.project.name}\u0000${environmentOf(spec)}`;
      const group = groups.get(key) ?? { project: spec.project.name, specs: [] };
      group.specs.push(spec);
      groups.set(key, group);
    }
    return [...groups.values()].sort((a, b) => rankOf(a.project) - rankOf(b.project)).flatMap((group) => group.specs);
  }
}

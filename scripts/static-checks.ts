/**
 * `npm run static`: the checks `npm test` runs before Vitest (the funnel and partner files, formatting, lint, types,
 * dead code, import cycles), two at a time, as the two cores allow. Each check's output is printed whole when it ends, so two never
 * interleave; the run fails when any check fails, after all have ended. Run one alone with `npm run <name>`.
 */
import { spawn } from 'node:child_process';

// Longest first, so the two lanes end together.
const CHECKS = ['typecheck', 'lint', 'format:check', 'knip', 'deps', 'check'];
const AT_ONCE = 2;

function run(name: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      process.stdout.write(`\n> npm run ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...CHECKS];
const failed: string[] = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) if (!(await run(name))) failed.push(name);
  }),
);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((name) => `npm run ${name}`).join(', ')}`);
  process.exit(1);
}

/** `npx tsx bench/run-availability-bench.ts [distDir]`: only the availability figure of `npm run bench` (no build, no browser). */
import { fileURLToPath } from 'node:url';
import { BUDGETS } from './budgets';
import { measureAvailability } from './measure-availability';

const distDir = process.argv[2] ?? fileURLToPath(new URL('../tests/fixtures/server-dist', import.meta.url));
const run = await measureAvailability(distDir);
console.log(JSON.stringify(run));
if (run.p95Ms > BUDGETS.availabilityP95Ms) {
  console.error(`availability p95 ${run.p95Ms.toFixed(1)} ms > ${BUDGETS.availabilityP95Ms} ms`);
  process.exitCode = 1;
}

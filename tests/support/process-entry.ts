/** How a test runs the server or a command as a process: `node` and the run's bundle of it (process-templates.ts). */
import { inject } from 'vitest';
import type { ProcessEntry } from './process-templates';

export function processArgs(entry: ProcessEntry, ...args: string[]): string[] {
  return [inject('processEntries')[entry], ...args];
}

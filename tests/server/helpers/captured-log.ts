/** The server's real logger options writing into memory, so a test can read every log line. */
import type { LoggerOptions } from 'pino';
import { loggerOptions } from '../../../server/logging/logger-options';

export function capturedLog(): { options: LoggerOptions; text: () => string; lines: () => Array<Record<string, unknown>> } {
  const written: string[] = [];
  const options = { ...loggerOptions('info'), stream: { write: (line: string) => void written.push(line) } } as LoggerOptions;
  return { options, text: () => written.join(''), lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

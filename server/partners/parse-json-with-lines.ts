import { parse } from 'json-source-map';
import { findDuplicateKeys, type DuplicateKey } from './find-duplicate-keys';

/** Parsed JSON plus the 1-based line of any JSON pointer in it, so messages can say where. */
export interface JsonWithLines {
  data: unknown;
  /** Line of the key (or value) at the pointer; the nearest existing parent's line otherwise. */
  lineOf(pointer: string): number;
  /** Keys an object gives twice: the parser keeps the last, so each is an error for the checks to report. */
  duplicateKeys: DuplicateKey[];
}

/** A JSON syntax error with the 1-based line it is on. */
export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

function lineAt(text: string, position: number): number {
  return text.slice(0, position).split('\n').length;
}

/** Parses JSON text keeping a map from JSON pointers to lines; a syntax error names its line. */
export function parseJsonWithLines(text: string): JsonWithLines {
  let result: ReturnType<typeof parse>;
  try {
    result = parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const line = position ? lineAt(text, Number(position[1])) : text.split('\n').length;
    // The usual slip is a missing comma: the parser then stumbles on the next key's quote.
    const hint = /Unexpected token "/.test(message) ? ' (is a comma missing at the end of the line before?)' : '';
    throw new JsonSyntaxError(`not valid JSON: ${message.replace(/ at position \d+/, '')}${hint}`, line);
  }
  const { data, pointers } = result;
  return {
    data,
    duplicateKeys: findDuplicateKeys(text),
    lineOf(pointer: string): number {
      // An unknown key's pointer exists; a missing one does not, so fall back to its parent.
      for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
        const mapping = pointers[p];
        if (mapping) return (mapping.key ?? mapping.value).line + 1;
        if (p === '') return 1;
      }
    },
  };
}

/** A key an object of a JSON text gives twice: JSON.parse keeps the last silently, so the first never counts. */
export interface DuplicateKey {
  /** JSON pointer of the key (RFC 6901). */
  pointer: string;
  /** 1-based line of its second occurrence. */
  line: number;
}

type Frame = { kind: 'object'; keys: Set<string>; key: string | null; expectKey: boolean } | { kind: 'array'; index: number };

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function pointerOf(stack: readonly Frame[], last: string): string {
  const parts = stack.slice(0, -1).map((frame) => (frame.kind === 'object' ? (frame.key ?? '') : String(frame.index)));
  return [...parts, last].map((part) => `/${escape(part)}`).join('');
}

/**
 * Every duplicated key of a JSON text that parses (json-source-map, like JSON.parse, keeps the last value), with
 * its pointer and line. A scan of the text's tokens: strings, brackets, commas and colons are all it needs.
 */
export function findDuplicateKeys(text: string): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const stack: Frame[] = [];
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '\n') line++;
    else if (char === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const top = stack[stack.length - 1];
      if (top?.kind === 'object' && top.expectKey) {
        const key = String(JSON.parse(text.slice(i, end + 1)));
        if (top.keys.has(key)) found.push({ pointer: pointerOf(stack, key), line });
        top.keys.add(key);
        top.key = key;
        top.expectKey = false;
      }
      i = end;
    } else if (char === '{') stack.push({ kind: 'object', keys: new Set(), key: null, expectKey: true });
    else if (char === '[') stack.push({ kind: 'array', index: 0 });
    else if (char === '}' || char === ']') stack.pop();
    else if (char === ',') {
      const top = stack[stack.length - 1];
      if (top?.kind === 'object') top.expectKey = true;
      else if (top?.kind === 'array') top.index++;
    }
  }
  return found;
}

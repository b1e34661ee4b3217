/** A JSON pointer from path segments (RFC 6901 escaping), e.g. ['fields', 'a/b'] -> '/fields/a~1b'. */
export function jsonPointer(...segments: Array<string | number>): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

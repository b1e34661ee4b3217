// json-source-map 0.6 ships no types; only `parse` is used (server/partners/parse-json-with-lines.ts).
declare module 'json-source-map' {
  interface Location {
    line: number;
    column: number;
    pos: number;
  }
  interface Mapping {
    key?: Location;
    keyEnd?: Location;
    value: Location;
    valueEnd: Location;
  }
  export function parse(source: string): { data: unknown; pointers: Record<string, Mapping> };
}

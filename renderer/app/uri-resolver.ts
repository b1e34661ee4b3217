/**
 * Stands in for `fast-uri` in the browser build (vite.config.ts alias). RJSF's utils use it only to
 * resolve and compare `$ref` and `$id` URIs; step schemas are flat and carry neither, and the full
 * RFC 3986 parser costs ~7.8 KB gzip on the landing page (docs/PERFORMANCE.md). The platform's URL
 * does the same for absolute URIs; a reference it cannot resolve is kept as written.
 */
function resolve(base: string, reference: string): string {
  try {
    return new URL(reference, base).href;
  } catch {
    return reference;
  }
}

function normalize(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

function equal(a: string, b: string): boolean {
  return normalize(a) === normalize(b);
}

export default { resolve, equal };

import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export interface AssetBytes {
  /** gzip bytes (node:zlib, default level) of the response bodies, whatever encoding the server used. */
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
  cssFiles: number;
  /** 'index-abc.js 103.6 KB' per file, for reading where the bytes went. */
  files: string[];
}

export const NO_BYTES: AssetBytes = { jsGzip: 0, cssGzip: 0, jsFiles: 0, cssFiles: 0, files: [] };

function add(bytes: AssetBytes, type: string, gzip: number, url: string): AssetBytes {
  const files = [...bytes.files, `${url.split('/').pop()} ${(gzip / 1024).toFixed(1)} KB`];
  return type === 'script'
    ? { ...bytes, jsGzip: bytes.jsGzip + gzip, jsFiles: bytes.jsFiles + 1, files }
    : { ...bytes, cssGzip: bytes.cssGzip + gzip, cssFiles: bytes.cssFiles + 1, files };
}

/**
 * Counts the scripts and stylesheets a page downloads (each URL once), from the browser's own
 * responses, so only what the page really asked for is counted. Each file is also filed under
 * the route (path) the page showed when it arrived: what that step needed.
 */
export function trackAssetBytes(page: Page) {
  const seen = new Set<string>();
  const pending: Promise<void>[] = [];
  let total: AssetBytes = NO_BYTES;
  const byPath = new Map<string, AssetBytes>();
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || seen.has(response.url())) return;
    seen.add(response.url());
    const path = new URL(page.url()).pathname;
    pending.push(
      response
        .body()
        .then((body) => {
          const gzip = gzipSync(body).length;
          total = add(total, type, gzip, response.url());
          byPath.set(path, add(byPath.get(path) ?? NO_BYTES, type, gzip, response.url()));
        })
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  return {
    /** Everything so far, once every body is read. */
    async total(): Promise<AssetBytes> {
      await Promise.all(pending.splice(0));
      return total;
    },
    async byPath(): Promise<Map<string, AssetBytes>> {
      await Promise.all(pending.splice(0));
      return byPath;
    },
  };
}

/**
 * Compressed answers (docs/DECISIONS.md, "Compression"): bundles go out as the brotli or gzip copy the
 * build wrote, pages are compressed per request, and a client that accepts nothing compressed gets
 * the plain bytes.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../server/db/app-database';
import { openDatabase } from '../../server/db/open-database';
import { DIST_DIR, testApp } from './helpers/test-app';

let work: string;
let database: AppDatabase;
let app: FastifyInstance;
let bundle: string;
let plain: Buffer;
// Marked so the test can tell the build's copy from one compressed per request.
const BUILT_BROTLI = brotliCompressSync(Buffer.from('/* the build wrote this brotli copy */'));

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'compression-'));
  cpSync(DIST_DIR, work, { recursive: true });
  bundle = readdirSync(join(work, 'assets')).find((file) => file.endsWith('.js'))!;
  plain = readFileSync(join(work, 'assets', bundle));
  writeFileSync(join(work, 'assets', `${bundle}.br`), BUILT_BROTLI);
  writeFileSync(join(work, 'assets', `${bundle}.gz`), gzipSync(plain));
  database = await openDatabase({ kind: 'pglite' });
  app = testApp(database, { distDir: work });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('compressed answers', () => {
  it("sends a bundle as the build's brotli copy, byte for byte, and says it varies by Accept-Encoding", async () => {
    const response = await app.inject({ url: `/assets/${bundle}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.rawPayload.equals(BUILT_BROTLI)).toBe(true);
  });

  it('sends the gzip copy to a client that takes only gzip, and the plain file to one that takes neither', async () => {
    const gzipped = await app.inject({ url: `/assets/${bundle}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).equals(plain)).toBe(true);
    const identity = await app.inject({ url: `/assets/${bundle}` });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.equals(plain)).toBe(true);
  });

  it('compresses a page per request, and the compressed page is the same page', async () => {
    const compressed = await app.inject({ url: '/partners/bayside-movers/book', headers: { 'accept-encoding': 'br' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(compressed.rawPayload).toString('utf8');
    expect(html).toContain('<div id="react-app">');
    expect(compressed.rawPayload.length).toBeLessThan(html.length / 2);
  });

  it('never hands out compressed copies of the host page template', async () => {
    for (const url of ['/index.html', '/index.html.br', '/index.html.gz']) {
      expect((await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } })).statusCode).toBe(404);
    }
  });
});

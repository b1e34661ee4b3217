import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { partnerAssetFile } from '../../../server/partners/partner-asset-file';

describe('partnerAssetFile', () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    fs.mkdirSync(path.join(publicDir, 'partners/acme'), { recursive: true });
    fs.writeFileSync(path.join(publicDir, 'partners/acme/logo.svg'), '<svg/>');
    fs.writeFileSync(path.join(publicDir, 'secret.txt'), 'no');
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it.each([
    ['/partners/acme/logo.svg', 'partners/acme/logo.svg'],
    ['/partners/acme/book', null],
    ['/partners/acme/book/summary', null],
    ['/partners/acme/missing.svg', null],
    ['/partners/acme/../secret.txt', null],
    ['/partners/other/logo.svg', null],
    ['/partners/acme', null],
  ])('%s → %s', (url, expected) => {
    expect(partnerAssetFile(publicDir, 'acme', url)).toBe(expected === null ? null : path.join(...expected.split('/')));
  });

  it('finds a logo added after the server started, on the next request', () => {
    expect(partnerAssetFile(publicDir, 'acme', '/partners/acme/about.png')).toBeNull();
    fs.writeFileSync(path.join(publicDir, 'partners/acme/about.png'), 'png');
    expect(partnerAssetFile(publicDir, 'acme', '/partners/acme/about.png')).toBe(path.join('partners', 'acme', 'about.png'));
  });
});

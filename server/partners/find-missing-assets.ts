/**
 * A partner's `logo` and `about.image` that name a path under `public/` (they start with `/`) must name a file
 * there: the schema checks only their form, and a missing file is a broken image on every page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fieldOf } from '../../core/is-record';
import type { DescribedError } from '../../core/check/describe-schema-errors';

const ASSET_FIELDS = [
  ['/logo', ['logo']],
  ['/about/image', ['about', 'image']],
] as const;

function valueAt(data: unknown, keys: readonly string[]): unknown {
  return keys.reduce<unknown>((value, key) => fieldOf(value, key), data);
}

export function findMissingAssets(data: unknown, publicDir: string): DescribedError[] {
  return ASSET_FIELDS.flatMap(([pointer, keys]) => {
    const value = valueAt(data, keys);
    if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return [];
    const file = path.join(publicDir, ...value.split('/').filter(Boolean));
    if (file.startsWith(publicDir + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return [];
    return [
      {
        pointer,
        message: `"${value}" names no file under public/ (looked for ${path.relative(process.cwd(), file).split(path.sep).join('/')}); add the file there or give an https:// address`,
      },
    ];
  });
}

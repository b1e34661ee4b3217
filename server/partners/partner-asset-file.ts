/**
 * Partner files (logos, About pictures) are read from `public/partners/` when they are asked for, not from
 * the build: a logo an admin adds to a running server shows on the next page load, with no rebuild.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A file name with an extension, as a logo has and a page path never does. */
const FILE_NAME = /^[\w.-]+\.[a-z0-9]+$/i;

/**
 * The file under `publicDir` that the decoded URL path `/partners/<slug>/...` names, relative to `publicDir`,
 * or null when the path is a page, leaves the partner's folder or names no file.
 */
export function partnerAssetFile(publicDir: string, slug: string, urlPath: string): string | null {
  const segments = urlPath.split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  if (segments[0] !== 'partners' || segments[1] !== slug || segments.length < 3 || !FILE_NAME.test(last)) return null;
  if (segments.some((segment) => segment === '..' || segment === '.' || segment.includes('\\'))) return null;
  const relative = path.join(...segments);
  const stat = fs.statSync(path.join(publicDir, relative), { throwIfNoEntry: false });
  return stat?.isFile() ? relative : null;
}

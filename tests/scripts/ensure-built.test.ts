import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_STAMP_FILE, ensureBuilt, writeBuildStamp } from '../../scripts/ensure-built';

describe('ensureBuilt: npm start builds only when the sources changed', () => {
  let root: string;
  let distDir: string;
  const inputs = ['renderer'];
  const source = path.join('renderer', 'main.tsx');
  // Stands in for `npm run build`: vite empties dist/ and writes index.html.
  const build = vi.fn(() => {
    fs.rmSync(distDir, { recursive: true, force: true });
    fs.mkdirSync(distDir, { recursive: true });
    fs.writeFileSync(path.join(distDir, 'index.html'), '<div id="react-app"></div>');
  });

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ensure-built-'));
    distDir = path.join(root, 'dist');
    fs.mkdirSync(path.join(root, 'renderer'));
    fs.writeFileSync(path.join(root, source), 'one');
    build.mockClear();
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('builds a checkout that was never built, and stamps the build', () => {
    expect(ensureBuilt({ root, distDir, build, inputs })).toBe('built');
    expect(build).toHaveBeenCalledTimes(1);
    expect(fs.readFileSync(path.join(distDir, BUILD_STAMP_FILE), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
  });

  it('serves an unchanged, built checkout without building', () => {
    ensureBuilt({ root, distDir, build, inputs });
    expect(ensureBuilt({ root, distDir, build, inputs })).toBe('up to date');
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('rebuilds when a source changed since the last build', () => {
    ensureBuilt({ root, distDir, build, inputs });
    fs.writeFileSync(path.join(root, source), 'two');
    expect(ensureBuilt({ root, distDir, build, inputs })).toBe('built');
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('rebuilds a build without a stamp (made by `vite build` alone) or without its index.html', () => {
    ensureBuilt({ root, distDir, build, inputs });
    fs.rmSync(path.join(distDir, BUILD_STAMP_FILE));
    expect(ensureBuilt({ root, distDir, build, inputs })).toBe('built');
    fs.rmSync(path.join(distDir, 'index.html'));
    expect(ensureBuilt({ root, distDir, build, inputs })).toBe('built');
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('takes the stamp after the build, which may rewrite its own inputs (npm run generate)', () => {
    const generating = vi.fn(() => {
      build();
      fs.writeFileSync(path.join(root, source), 'generated');
    });
    ensureBuilt({ root, distDir, build: generating, inputs });
    expect(ensureBuilt({ root, distDir, build: generating, inputs })).toBe('up to date');
  });
});

describe('writeBuildStamp: `npm run build` stamps its own output', () => {
  it('makes the next ensureBuilt find the build current', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-build-'));
    const distDir = path.join(root, 'dist');
    fs.mkdirSync(path.join(root, 'renderer'));
    fs.writeFileSync(path.join(root, 'renderer', 'main.tsx'), 'one');
    fs.mkdirSync(distDir);
    fs.writeFileSync(path.join(distDir, 'index.html'), '');
    writeBuildStamp(root, distDir, ['renderer']);
    const build = vi.fn();
    expect(ensureBuilt({ root, distDir, build, inputs: ['renderer'] })).toBe('up to date');
    expect(build).not.toHaveBeenCalled();
    fs.rmSync(root, { recursive: true, force: true });
  });
});

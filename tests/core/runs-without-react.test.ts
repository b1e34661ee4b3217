import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const node = (script: string, ...imports: string[]) =>
  execFileSync(process.execPath, [...imports.flatMap((i) => ['--import', i]), script], { cwd: root, encoding: 'utf8', stdio: 'pipe' });

// Like zustand's vanilla tests: the engine loads and runs in plain Node where React cannot be imported.
describe('core/ runs without React', () => {
  it('every core module loads and the engine answers with React, react-dom and RJSF refused', () => {
    const out = node('tests/core/fixtures/run-core.ts', 'tsx', './tests/core/fixtures/register-refuse-react.mjs');
    const result = JSON.parse(out.trim().split('\n').pop()!);
    expect(result.modules).toBeGreaterThan(25);
    expect(result).toMatchObject({
      next: 'services',
      offered: ['full_service', 'labor_only'],
      errors: { serviceType: ['Please select a service type'] },
      date: 'June 5, 2025',
      react: 'undefined',
      window: 'undefined',
    });
  });

  it('the refusing loader really refuses React (the test above can fail)', () => {
    const probe = path.join('tests/core/fixtures/import-react.mjs');
    expect(() => node(probe, './tests/core/fixtures/register-refuse-react.mjs')).toThrow(/must not import "react"/);
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StepDefinition } from '../../core/flow/step-definition';
import { ICON_NAMES, Icon } from '../../widgets/icons';

afterEach(cleanup);

const stepsDir = join(import.meta.dirname, '../../schemas/steps');
const iconsInSteps = readdirSync(stepsDir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => {
    const step = JSON.parse(readFileSync(join(stepsDir, file), 'utf8')) as StepDefinition;
    return Object.values(step.fields).flatMap((field) => (field.options ?? []).flatMap((o) => (o.icon ? [[file, o.icon]] : [])));
  });

describe('Icon', () => {
  it('finds icons in the step files to check', () => {
    expect(iconsInSteps.length).toBeGreaterThan(0);
  });

  it.each(iconsInSteps)('%s: draws %j', (_file, name) => {
    expect(ICON_NAMES).toContain(name);
    const { container } = render(<Icon name={name!} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.children.length).toBeGreaterThan(0);
  });
});

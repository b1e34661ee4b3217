import { expect, it } from 'vitest';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { yesNoFields } from '../../core/yes-no-fields';

it("finds the funnel's yes/no questions (the elevators among them) and nothing else", () => {
  const found = yesNoFields(funnelDefinition);
  expect(found).toContain('originElevator');
  expect(found).toContain('destinationElevator');
  const widgets = Object.values(funnelDefinition.steps).flatMap((step) =>
    Object.entries(step.fields)
      .filter(([name]) => found.has(name))
      .map(([, field]) => field.widget),
  );
  expect(new Set(widgets)).toEqual(new Set(['yesNo']));
});

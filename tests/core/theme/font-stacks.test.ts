import { describe, expect, it } from 'vitest';
import { FONT_STACKS } from '../../../core/theme/partner-theme';
import schema from '../../../schemas/partner.schema.json';

describe('theme fonts', () => {
  it('the schema allows exactly the fonts the renderer has stacks for', () => {
    expect(schema.definitions.theme.properties.font.enum).toEqual(Object.keys(FONT_STACKS));
  });

  it.each(Object.entries(FONT_STACKS))('%s is a stack of local fonts ending in a generic family, no web font', (_name, stack) => {
    expect(stack).toMatch(/(sans-serif|serif)$/);
    expect(stack).not.toMatch(/url\(|https?:/);
  });
});

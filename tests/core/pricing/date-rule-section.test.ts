import { describe, expect, it } from 'vitest';
import { dateRuleSection } from '../../../core/pricing/date-rule-section';

describe('dateRuleSection', () => {
  it.each([
    [850.5, 10, { cost: 85.05, display_value: '$85.05', subtitle: '+10% of labor' }],
    [850.5, 45, { cost: 382.73, display_value: '$382.73', subtitle: '+45% of labor' }],
    [850.5, -5, { cost: -42.53, display_value: '-$42.53', subtitle: '-5% of labor' }],
  ])('%d labor at %i%', (labor, percent, expected) => {
    expect(dateRuleSection(labor, percent)).toEqual({ type: 'fees', title: 'Move date rate', line_items: [], ...expected });
  });

  it('is left out when no rule applies', () => {
    expect(dateRuleSection(850.5, 0)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { cardAppearance } from '../../../renderer/services/payments/card-appearance';

describe('cardAppearance', () => {
  it("passes the partner's brand colour and font into Stripe's iframe", () => {
    const vars: Record<string, string> = { '--color-brand': '#0f766e', '--font-brand': 'Georgia, serif' };
    expect(cardAppearance((name) => vars[name] ?? '').variables).toMatchObject({ colorPrimary: '#0f766e', fontFamily: 'Georgia, serif' });
  });

  it("leaves Stripe's defaults where the page sets nothing", () => {
    const variables = cardAppearance(() => '').variables;
    expect(variables).not.toHaveProperty('colorPrimary');
    expect(variables).not.toHaveProperty('fontFamily');
  });
});

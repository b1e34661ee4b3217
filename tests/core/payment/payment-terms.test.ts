import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_ON_FILE, paymentPolicyOf, type PaymentAmount, type PaymentPolicy } from '../../../core/payment/payment-policy';
import { paymentTerms } from '../../../core/payment/payment-terms';

describe('paymentTerms', () => {
  it("says the issue's example in plain words", () => {
    const policy: PaymentPolicy = { mode: 'deposit', deposit: { amount: 150 }, lateCancellation: { amount: 150 } };
    expect(paymentTerms(1234.5, policy, 48)).toEqual({
      mode: 'deposit',
      currency: 'usd',
      estimateCents: 123450,
      dueTodayCents: 15000,
      lateCancellationFeeCents: 15000,
      refundBeforeCutoffCents: 15000,
      refundAfterCutoffCents: 0,
      cutoffHours: 48,
      policy:
        'A $150 deposit today, taken off your final bill. Cancel more than 48 hours before your move for a full refund; after that, $150 is kept.',
    });
  });

  it('keeps a percent between its min and max, rounded down to the cent', () => {
    const policy: PaymentPolicy = {
      mode: 'deposit',
      deposit: { percent: 20, min: 50, max: 300 },
      lateCancellation: { percent: 10, max: 100 },
    };
    expect(paymentTerms(100, policy, 24)).toMatchObject({
      dueTodayCents: 5000,
      lateCancellationFeeCents: 1000,
      refundAfterCutoffCents: 4000,
    });
    expect(paymentTerms(999.99, policy, 24)).toMatchObject({ dueTodayCents: 19999, lateCancellationFeeCents: 9999 });
    expect(paymentTerms(5000, policy, 24)).toMatchObject({ dueTodayCents: 30000, lateCancellationFeeCents: 10000 });
    expect(paymentTerms(500, policy, 24)?.policy).toBe(
      'A $100 deposit today, taken off your final bill. Cancel more than 24 hours before your move for a full refund; after that, $50 is kept and $50 refunded.',
    );
  });

  it('charges nothing today with a card on file, and names the fee charged to it', () => {
    expect(paymentTerms(800, CARD_ON_FILE, 48)).toMatchObject({ mode: 'cardOnFile', dueTodayCents: 0, lateCancellationFeeCents: 0 });
    expect(paymentTerms(800, CARD_ON_FILE, 48)?.policy).toBe(
      "Nothing is due today: your card is saved and you won't be charged until move day. Cancelling costs nothing.",
    );
    const fee: PaymentPolicy = { mode: 'cardOnFile', lateCancellation: { percent: 25, max: 150 } };
    expect(paymentTerms(800, fee, 48)?.policy).toBe(
      "Nothing is due today: your card is saved and you won't be charged until move day. Cancel more than 48 hours before your move at no cost; after that, a $150 fee is charged to your card.",
    );
  });

  it('has no terms without an estimate, and never a deposit above the estimate', () => {
    expect(paymentTerms(null, CARD_ON_FILE, 48)).toBeNull();
    expect(paymentTerms(120, { mode: 'deposit', deposit: { amount: 150 } }, 48)).toMatchObject({ dueTodayCents: 12000 });
  });

  it('reads a partner file, card on file when it says nothing', () => {
    expect(paymentPolicyOf({})).toEqual(CARD_ON_FILE);
    expect(paymentPolicyOf({ payment: { mode: 'deposit', deposit: { percent: 20, max: 300 } } })).toEqual({
      mode: 'deposit',
      deposit: { percent: 20, max: 300 },
      lateCancellation: 'none',
    });
  });

  const dollars = fc.integer({ min: 0, max: 5_000_000 }).map((cents) => cents / 100);
  const amount: fc.Arbitrary<PaymentAmount> = fc.oneof(
    dollars.filter((d) => d > 0).map((d) => ({ amount: d })),
    fc.record({
      percent: fc.integer({ min: 1, max: 10_000 }).map((p) => p / 100),
      min: fc.option(dollars, { nil: undefined }),
      max: dollars.filter((d) => d > 0),
    }),
  );
  const policy: fc.Arbitrary<PaymentPolicy> = fc.record({
    mode: fc.constantFrom('cardOnFile' as const, 'deposit' as const),
    deposit: amount,
    lateCancellation: fc.oneof(fc.constant('none' as const), amount),
  });

  it('never asks more than shown: the deposit within the estimate, the fee within the deposit, refunds adding up', () => {
    fc.assert(
      fc.property(dollars, policy, fc.integer({ min: 0, max: 720 }), (estimate, chosen, hours) => {
        const terms = paymentTerms(estimate, chosen, hours)!;
        for (const cents of [terms.dueTodayCents, terms.lateCancellationFeeCents, terms.refundAfterCutoffCents]) {
          expect(Number.isInteger(cents) && cents >= 0).toBe(true);
        }
        expect(terms.dueTodayCents).toBeLessThanOrEqual(terms.estimateCents);
        expect(terms.lateCancellationFeeCents).toBeLessThanOrEqual(terms.estimateCents);
        if (terms.mode === 'deposit') {
          expect(terms.lateCancellationFeeCents).toBeLessThanOrEqual(terms.dueTodayCents);
          expect(terms.refundAfterCutoffCents + terms.lateCancellationFeeCents).toBe(terms.dueTodayCents);
          expect(terms.refundBeforeCutoffCents).toBe(terms.dueTodayCents);
        } else {
          expect(terms.dueTodayCents).toBe(0);
        }
        // The sentence names exactly the amounts charged and kept.
        const shown = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }).replace(/\.00$/, '')}`;
        if (terms.dueTodayCents > 0) expect(terms.policy).toContain(`A ${shown(terms.dueTodayCents)} deposit`);
        if (terms.lateCancellationFeeCents > 0) expect(terms.policy).toContain(shown(terms.lateCancellationFeeCents));
      }),
      { numRuns: 500 },
    );
  });
});

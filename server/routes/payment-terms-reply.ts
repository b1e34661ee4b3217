/** The payment terms as the checkout receives them (core/payment/payment-terms.ts PaymentTerms), or null before a price. */
const cents = { type: 'integer', minimum: 0 } as const;

export const paymentTermsReply = {
  anyOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: [
        'mode',
        'currency',
        'estimateCents',
        'dueTodayCents',
        'lateCancellationFeeCents',
        'refundBeforeCutoffCents',
        'refundAfterCutoffCents',
        'cutoffHours',
        'policy',
      ],
      properties: {
        mode: { type: 'string', enum: ['cardOnFile', 'deposit'] },
        currency: { type: 'string', const: 'usd' },
        estimateCents: cents,
        dueTodayCents: cents,
        lateCancellationFeeCents: cents,
        refundBeforeCutoffCents: cents,
        refundAfterCutoffCents: cents,
        cutoffHours: cents,
        policy: { type: 'string' },
      },
    },
    { type: 'null' },
  ],
} as const;

/**
 * The customer's email's "Payment" section (docs/LEADS.md, `payment`): the deposit paid and the cancellation policy as
 * the checkout showed them, and on a cancellation what was refunded and what was kept, from the lead's own amounts.
 */
import { formatMoney } from '../../../core/format-money';
import type { Lead } from '../lead/lead';
import type { EmailSection } from './email-content';

const money = (cents: number) => formatMoney(cents / 100);

/** Stripe's page where the customer approves a late-cancellation fee their bank held back, if one waits. */
export function feeToApprove(lead: Lead): string | null {
  const fee = lead.payment?.movements.find((movement) => movement.kind === 'fee' && movement.status === 'requires_action');
  return fee?.actionUrl ?? null;
}

export function paymentSection(lead: Lead, cancelled: boolean): EmailSection | null {
  const payment = lead.payment;
  if (!payment) return null;
  const total = (kind: 'refund' | 'fee') =>
    payment.movements
      .filter((movement) => movement.kind === kind && movement.status === 'succeeded')
      .reduce((sum, m) => sum + m.amountCents, 0);
  const rows = [
    ...(payment.depositCharged ? [{ label: 'Deposit paid', value: money(payment.dueTodayCents) }] : []),
    ...(cancelled && total('refund') > 0 ? [{ label: 'Refunded', value: money(total('refund')) }] : []),
    ...(cancelled && total('fee') > 0 ? [{ label: 'Late cancellation fee', value: money(total('fee')) }] : []),
    ...(cancelled && feeToApprove(lead)
      ? [
          {
            label: 'Late cancellation fee',
            value: `${money(payment.lateCancellationFeeCents)}: your bank asks you to approve it (the link above)`,
          },
        ]
      : []),
    { label: null, value: payment.policy },
  ];
  return { title: 'Payment', rows };
}

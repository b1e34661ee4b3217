/**
 * What partner.schema.json cannot say about `payment` (docs/PARTNERS.md, Payment): amounts in whole cents, min and max
 * only with a percent and in order, a percent fee with its cap, a deposit only in deposit mode, and a fixed fee no more
 * than a fixed deposit (at most the deposit is kept). `skip` tells which part the schema already faulted.
 */
import { isRecord } from '../is-record';
import type { DescribedError } from './describe-schema-errors';

const dollars = (value: number) => `$${value.toFixed(2)}`;
const wholeCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** An amount's own problems: whole cents, min and max with a percent only, min no more than max, a fee's percent capped. */
function amountProblems(amount: Record<string, unknown>, pointer: string, isFee: boolean): DescribedError[] {
  const problems: DescribedError[] = [];
  for (const key of ['amount', 'min', 'max']) {
    const value = amount[key];
    if (typeof value === 'number' && !wholeCents(value))
      problems.push({
        pointer: `${pointer}/${key}`,
        message: `${value} is not whole cents: give at most two decimals, e.g. ${value.toFixed(2)}`,
      });
  }
  if (amount.amount !== undefined) {
    for (const key of ['min', 'max'])
      if (amount[key] !== undefined)
        problems.push({ pointer: `${pointer}/${key}`, message: `${key} goes with a percent only: a fixed amount is charged as it is` });
    return problems;
  }
  const { min, max } = amount;
  if (typeof min === 'number' && typeof max === 'number' && min > max)
    problems.push({ pointer: `${pointer}/min`, message: `min (${dollars(min)}) is more than max (${dollars(max)})` });
  if (isFee && max === undefined)
    problems.push({ pointer, message: 'a percent fee needs its cap: add "max", the most a customer can be charged, in dollars' });
  return problems;
}

export function lintPartnerPayment(payment: Record<string, unknown>, skip: (pointer: string) => boolean): DescribedError[] {
  const problems: DescribedError[] = [];
  const { deposit, lateCancellation } = payment;
  if (isRecord(deposit) && !skip('/payment/deposit')) {
    problems.push(...amountProblems(deposit, '/payment/deposit', false));
    if (payment.mode !== 'deposit')
      problems.push({
        pointer: '/payment/deposit',
        message: 'a deposit is only charged with "mode": "deposit"; remove it or set the mode',
      });
  }
  if (isRecord(lateCancellation) && !skip('/payment/lateCancellation')) {
    problems.push(...amountProblems(lateCancellation, '/payment/lateCancellation', true));
    const fee = lateCancellation.amount;
    const most = isRecord(deposit) ? (deposit.amount ?? deposit.max) : undefined;
    if (payment.mode === 'deposit' && typeof fee === 'number' && typeof most === 'number' && fee > most)
      problems.push({
        pointer: '/payment/lateCancellation/amount',
        message: `the fee (${dollars(fee)}) is more than the deposit can be (${dollars(most)}): at most the deposit is kept, so lower the fee`,
      });
  }
  return problems;
}

// USD with cents, so 'Due today' reads '$0.00' as docs/FUNNEL.md#screens-and-routes quotes it. Made on first use: a
// currency format costs tens of milliseconds on a phone, which loading the app need not wait for (docs/PERFORMANCE.md).
let usd: Intl.NumberFormat | undefined;

/** '$1,234.50' (docs/FUNNEL.md#business-constants: USD, up to 2 decimals; 0 is '$0.00'). */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) throw new Error(`Not an amount of money: ${amount}`);
  return (usd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })).format(amount);
}

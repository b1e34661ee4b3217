// USD with cents, so 'Due today' reads '$0.00' as docs/FUNNEL.md#screens-and-routes quotes it.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$1,234.50' (docs/FUNNEL.md#business-constants: USD, up to 2 decimals; 0 is '$0.00'). */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) throw new Error(`Not an amount of money: ${amount}`);
  return usd.format(amount);
}

/** A stored partner phone: '+', one country digit, ten digits (docs/FUNNEL.md#validation). */
const STORED = /^\+\d(\d{3})(\d{3})(\d{4})$/;

/** Whether a partner phone is stored as '+' one digit and ten digits, e.g. '+14155550123'. */
export function isValidPartnerPhone(phone: string): boolean {
  return STORED.test(phone);
}

/** '(415) 555-0123' from '+14155550123'; throws 'Invalid phone number format' otherwise (docs/FUNNEL.md#errors). */
export function displayPartnerPhone(phone: string): string {
  const match = STORED.exec(phone);
  if (!match) throw new Error('Invalid phone number format');
  return `(${match[1]}) ${match[2]}-${match[3]}`;
}

import { findPricingProblems } from '../pricing/find-pricing-problems';
import type { PartnerPricing } from '../pricing/partner-pricing';
import type { PartnerTheme } from '../theme/partner-theme';
import type { DescribedError } from './describe-schema-errors';
import { lintPartnerCapacity, lintTimeZone } from './lint-partner-capacity';
import { lintPartnerCopy } from './lint-partner-copy';
import { lintPartnerDelivery } from './lint-partner-delivery';
import { lintPartnerLicenses } from './lint-partner-licenses';
import { lintPartnerFees, type FeeFields } from './lint-partner-fees';
import { lintPartnerPayment } from './lint-partner-payment';
import { lintPartnerTheme } from './lint-partner-theme';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const within = (pointer: string, part: string) => pointer === part || pointer.startsWith(`${part}/`);

/** 'pricing.laborOnly.hourlyRates: ...' (findPricingProblems) to a pointer and the rest of the message. */
function pricingProblem(line: string): DescribedError {
  const colon = line.indexOf(': ');
  const path = colon > 0 ? line.slice(0, colon) : 'pricing';
  return { pointer: `/${path.split('.').join('/')}`, message: colon > 0 ? line.slice(colon + 2) : line };
}

/**
 * The checks of a partner file beyond its schema: theme contrast (WCAG 2.2 AA), copy keys and
 * placeholders, pricing rates a bigger crew must not undercut, fees that name a count or yes/no answer the funnel asks and sound
 * conditions (`feeFields`), payment amounts and caps, and webhook secrets and addresses
 * (`allowPrivateNetwork`: WEBHOOK_ALLOW_PRIVATE_NETWORK=true), and capacity's time zone and price rules. A part the schema already
 * faulted (a pointer in `schemaFaults` at, above or below it) is skipped, so one mistake is told once.
 */
export function findPartnerProblems(
  data: unknown,
  copyDefaults: ReadonlyMap<string, string>,
  schemaFaults: ReadonlySet<string>,
  feeFields: FeeFields,
  allowPrivateNetwork = false,
): DescribedError[] {
  if (!isObject(data)) return [];
  const faulted = (part: string) => [...schemaFaults].some((pointer) => within(pointer, part));
  const problems: DescribedError[] = [];
  // Only a theme the partner schema found no fault in is linted, so it has PartnerTheme's shape.
  if (isObject(data.theme) && !faulted('/theme')) problems.push(...lintPartnerTheme(data.theme as PartnerTheme));
  if (isObject(data.copy)) problems.push(...lintPartnerCopy(data.copy, copyDefaults));
  problems.push(...lintPartnerLicenses(data).filter((p) => !faulted(p.pointer)));
  if (isObject(data.delivery)) problems.push(...lintPartnerDelivery(data.delivery, allowPrivateNetwork));
  if (isObject(data.pricing)) {
    // Rates whose own values the schema faulted (text, a missing crew size) are not compared.
    const touches = (pointer: string) => [...schemaFaults].some((fault) => within(fault, pointer) || within(pointer, fault));
    // findPricingProblems only compares rates, so a value the schema faulted cannot throw; findings under a fault are dropped just below.
    const pricing = data.pricing as PartnerPricing;
    problems.push(
      ...findPricingProblems(pricing)
        .map(pricingProblem)
        .filter((p) => !touches(p.pointer)),
    );
    problems.push(...lintPartnerFees(data.pricing, feeFields, faulted));
  }
  if (isObject(data.payment)) problems.push(...lintPartnerPayment(data.payment, faulted));
  if (isObject(data.capacity)) problems.push(...lintPartnerCapacity(data.capacity).filter((p) => !faulted(p.pointer)));
  problems.push(...lintTimeZone(data.timeZone, '/timeZone').filter((p) => !faulted(p.pointer)));
  return problems;
}

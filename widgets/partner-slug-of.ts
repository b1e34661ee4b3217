import { isRecord } from '../core/is-record';

/** The partner's slug the step page gives in RJSF's formContext (`partnerSlug`), if it does. */
export function partnerSlugOf(formContext: unknown): string | undefined {
  const slug = isRecord(formContext) ? formContext.partnerSlug : undefined;
  return typeof slug === 'string' && slug !== '' ? slug : undefined;
}

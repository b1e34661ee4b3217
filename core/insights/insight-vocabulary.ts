/**
 * The words the insights counts are written in (docs/DECISIONS.md, "Partner insights"): every value a count's
 * columns can take comes from here or from the funnel's own step ids, never from what a customer typed, so no count can
 * carry a name, an address or any other personal detail.
 */

/** The pseudo-step a visit enters the funnel from: a row `(start) → step` is one first page view. */
export const START = '(start)';
/**
 * A visit whose service type or day-price band changed: it leaves its old cut at the step (`step → (recut)`) and enters
 * the new one there (`(recut) → step`). The two rows cancel in the whole funnel; in a cut they keep each slice balanced.
 */
export const RECUT = '(recut)';
/** The edge of a conversion: `step → (convert)` with the conversion's type. */
export const CONVERT = '(convert)';
/** A visit's position once converted: nothing more of it is counted. */
export const DONE = '(done)';

/** Upper bounds, in seconds, of the time-on-step buckets: bucket i holds [BOUNDS[i-1], BOUNDS[i]); the last is open. */
export const TIME_BUCKET_BOUNDS_SECONDS = [10, 30, 60, 120, 300, 900, 1800] as const;
/** A move whose time on the step is not known (the first page's, a step reached by the browser's own Back). */
export const UNKNOWN_TIME_BUCKET = -1;

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop', 'unknown'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const SERVICE_VALUES = ['full_service', 'labor_only', 'none'] as const;
export type ServiceValue = (typeof SERVICE_VALUES)[number];

export const DAY_PRICE_BANDS = ['no date', 'discount', 'standard', 'up to +15%', 'over +15%'] as const;
export type DayPriceBand = (typeof DAY_PRICE_BANDS)[number];

export const CONVERSION_VALUES = ['pay_now', 'pay_later', 'unserviceable', 'none'] as const;

/** The cuts `npm run insights -- --by` offers, and the column of a count each reads. */
export const INSIGHT_CUTS = ['source', 'device', 'service', 'dayPrice'] as const;
export type InsightCut = (typeof INSIGHT_CUTS)[number];

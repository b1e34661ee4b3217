import type { FromSchema } from 'json-schema-to-ts';
import type { partnerPricingSchema } from './generated/partner-pricing-schema';
import type { partnerSchema } from './generated/partner-schema';

/** A partner file, typed from schemas/partner.schema.json (its `pricing` from partner-pricing.schema.json, whose defaults stay optional). */
export type Partner = FromSchema<
  typeof partnerSchema,
  { references: [typeof partnerPricingSchema]; keepDefaultedPropertiesOptional: true }
>;

/** One depot of a partner file's `locations`. */
export type PartnerLocation = Partner['locations'][number];

import type { FromSchema } from 'json-schema-to-ts';
import type { partnerPricingSchema } from './generated/partner-pricing-schema';
import type { partnerSchema } from './generated/partner-schema';
import type { PartnerPricing } from './pricing/partner-pricing';

type PartnerFile = FromSchema<typeof partnerSchema, { references: [typeof partnerPricingSchema]; keepDefaultedPropertiesOptional: true }>;

/**
 * A partner file, typed from schemas/partner.schema.json, its `pricing` the one pricing type (core/pricing/partner-pricing.ts):
 * partner-pricing.schema.json validates it, and FromSchema cannot state an item fee's `oneOf` or a fee's condition.
 */
export type Partner = Omit<PartnerFile, 'pricing'> & { pricing?: PartnerPricing };

/** One depot of a partner file's `locations`. */
export type PartnerLocation = Partner['locations'][number];

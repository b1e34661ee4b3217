import type { FromSchema } from 'json-schema-to-ts';
import type { partnerSchema } from './generated/partner-schema';

/** A partner file, typed from schemas/partner.schema.json. */
export type Partner = FromSchema<typeof partnerSchema>;

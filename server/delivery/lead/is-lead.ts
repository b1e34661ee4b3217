/**
 * The lead's schemas as checks (schemas/lead.schema.json, schemas/lead-event.schema.json): a value read back from
 * storage or from an example file is a Lead, or a LeadEvent, because it passed them.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import leadEventSchema from '../../../schemas/lead-event.schema.json';
import leadSchema from '../../../schemas/lead.schema.json';
import type { Lead, LeadEvent } from './lead';

const ajv = new Ajv({ strict: true, allowUnionTypes: true });
addFormats(ajv);

export const isLead = ajv.compile<Lead>(leadSchema);
// The event's `data` refers to the lead by its $id, compiled just above.
export const isLeadEvent = ajv.compile<LeadEvent>(leadEventSchema);

import type { ConversionRefusal } from './conversion-refusal';

/**
 * The flow's verdict on converting a booking, and the revision it was judged at: the conversion
 * transaction records the conversion only while the locked row still has that revision
 * (server/db/conversion-transaction.ts), so an edit landing after the check is never converted unjudged.
 */
export interface ConversionJudgement {
  revision: number;
  refusal: ConversionRefusal | null;
}

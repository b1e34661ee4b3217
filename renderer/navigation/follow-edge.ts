import type { EdgeTarget } from '../../core/flow/next-edge';
import { isUnserviceableReason } from '../../core/unserviceable-reasons';
import type { FunnelStore } from '../store/funnel-state';
import { refusedConversion, type RefusalState } from './refused-conversion';

/** Client-side navigation, optionally with router state. */
export type Navigate = (path: string, options?: { state?: RefusalState; replace?: boolean }) => void;
export type PathOf = (stepId: string, query?: Record<string, string>) => string;

async function recordConversion(store: FunnelStore, edge: EdgeTarget): Promise<void> {
  const { convert } = store.getState();
  if (edge.convert === 'pay_later') await convert({ conversionType: 'pay_later' });
  if (edge.convert === 'unserviceable') {
    const reason = edge.query.reason;
    if (!isUnserviceableReason(reason)) throw new Error(`An unserviceable edge needs a reason, got ${JSON.stringify(reason)}`);
    await convert({ conversionType: 'unserviceable', unserviceableReason: reason });
  }
}

/**
 * Takes an edge (docs/FUNNEL.md, "Flow and navigation"): records the conversion it names first,
 * then navigates to its target. A conversion the server refuses with a step to finish goes to
 * that step with the server's messages; any other failure rejects and nothing navigates.
 */
export async function followEdge(store: FunnelStore, edge: EdgeTarget, navigate: Navigate, pathOf: PathOf): Promise<void> {
  try {
    await recordConversion(store, edge);
  } catch (error) {
    const refused = refusedConversion(error);
    if (!refused) throw error;
    navigate(pathOf(refused.stepId, refused.query), { state: { refusal: refused.messages } });
    return;
  }
  navigate(pathOf(edge.to, Object.keys(edge.query).length > 0 ? edge.query : undefined));
}

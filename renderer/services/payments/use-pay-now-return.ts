import { useEffect, useState } from 'react';
import { useFunnelStoreApi } from '../../store/use-funnel-store';
import { confirmPayNowReturn, type PayNowReturn } from './confirm-pay-now-return';

/**
 * The processing page's server-side check of a card setup (docs/FUNNEL.md#saving-and-conversions): with
 * `setup_intent` (or a deposit's `payment_intent`) in the query it calls verify once and answers `settled` false until the server has
 * answered, then its `outcome`; without one (pay later) it is settled at once, with no outcome.
 */
export function usePayNowReturn(search: string, enabled = true): { settled: boolean; outcome: PayNowReturn | null } {
  const query = new URLSearchParams(search);
  // A card on file returns with setup_intent, a deposit with payment_intent.
  const setupIntentId = enabled ? (query.get('setup_intent') ?? query.get('payment_intent')) : null;
  const store = useFunnelStoreApi();
  const [answer, setAnswer] = useState<{ setupIntentId: string; outcome: PayNowReturn } | null>(null);

  useEffect(() => {
    if (!setupIntentId) return;
    let live = true;
    void confirmPayNowReturn(store, setupIntentId).then((outcome) => {
      if (live) setAnswer({ setupIntentId, outcome });
    });
    return () => {
      live = false;
    };
  }, [setupIntentId, store]);

  if (!setupIntentId) return { settled: true, outcome: null };
  const outcome = answer?.setupIntentId === setupIntentId ? answer.outcome : null;
  return { settled: outcome !== null, outcome };
}

import { useEffect, useState } from 'react';
import { useFunnelStoreApi } from '../../store/use-funnel-store';
import { confirmPayNowReturn } from './confirm-pay-now-return';

/**
 * The processing page's server-side check of a card setup (docs/FUNNEL.md#saving-and-conversions): with
 * `setup_intent` in the query it calls verify once and answers `settled` false until the server has
 * answered, so the countdown starts only after it; without one (pay later) it is settled at once.
 */
export function usePayNowReturn(search: string, enabled = true): { settled: boolean } {
  const setupIntentId = enabled ? new URLSearchParams(search).get('setup_intent') : null;
  const store = useFunnelStoreApi();
  const [settledFor, setSettledFor] = useState<string | null>(null);

  useEffect(() => {
    if (!setupIntentId) return;
    let live = true;
    void confirmPayNowReturn(store, setupIntentId).finally(() => {
      if (live) setSettledFor(setupIntentId);
    });
    return () => {
      live = false;
    };
  }, [setupIntentId, store]);

  return { settled: !setupIntentId || settledFor === setupIntentId };
}

import { useEffect } from 'react';
import { funnelDefinition } from '../../core/funnel-definition';
import { postToHost } from './post-to-host';

/** `funnel:step` once per step shown (not for a step that redirects elsewhere): its id and place in the flow. */
export function useAnnounceStep(stepId: string, shown: boolean): void {
  useEffect(() => {
    if (shown) postToHost({ event: 'funnel:step', step: stepId, index: funnelDefinition.flow.steps.indexOf(stepId) });
  }, [stepId, shown]);
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { headingTop } from './heading-top';
import { postToHost } from './post-to-host';

/**
 * `funnel:step` once per step shown (not for a step that redirects elsewhere): its id, its place in the flow and its
 * path, where /embed.js reopens the frame when the host page is loaded again.
 */
export function useAnnounceStep(stepId: string, shown: boolean): void {
  // Read when the step is shown, not a reason to announce it again: a query change on the same step is no new step.
  const { pathname } = useLocation();
  const path = useRef(pathname);
  path.current = pathname;
  useEffect(() => {
    if (!shown) return;
    const index = funnelDefinition.flow.steps.indexOf(stepId);
    postToHost({ event: 'funnel:step', step: stepId, index, path: path.current, headingTop: headingTop(document) });
  }, [stepId, shown]);
}

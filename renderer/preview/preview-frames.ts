import type { Funnel } from '../../core/flow/funnel';
import { applyPartnerCopy, type PartnerCopy } from '../../core/copy/apply-partner-copy';
import { COMPLETION_STATUSES } from '../views/completion-status';

/** One framed page of the preview: a step, and for the complete step each status. */
export interface PreviewFrame {
  id: string;
  stepId: string;
  /** Query of the framed page, e.g. '?status=pay_later'. */
  search: string;
  /** Shown above the frames; the complete step's status is added. */
  label: string;
}

/** The two widths every step is shown at (docs/FUNNEL.md#screens-and-routes breakpoints: a phone and a laptop), with the scale drawn at. */
export const PREVIEW_WIDTHS = [
  { name: 'phone', width: 390, height: 844, scale: 0.75 },
  { name: 'desktop', width: 1280, height: 800, scale: 0.5 },
] as const;

/** Every step of the flow in route order, named in the partner's own words (`copy`); the complete page once per status. */
export function previewFrames(funnel: Funnel, copy?: PartnerCopy): PreviewFrame[] {
  return funnel.flow.steps.flatMap((stepId) => {
    const fileStep = funnel.steps[stepId];
    const step = fileStep && applyPartnerCopy(fileStep, copy);
    const name = step?.title ?? step?.heading ?? step?.copy?.message ?? stepId;
    const group = funnel.flow.groups.find((g) => g.id === step?.group);
    // 'Origin: Address' and 'Destination: Address' tell the two address steps apart.
    const label = group ? `${group.label}: ${name}` : name;
    if (step?.view !== 'complete') return [{ id: stepId, stepId, search: '', label }];
    return COMPLETION_STATUSES.map((status) => ({
      id: `${stepId}-${status}`,
      stepId,
      search: `?status=${status}`,
      label: `Complete (${status.replace('_', ' ')})`,
    }));
  });
}

/** The path of a framed step: /partners/{slug}/preview/{stepId}. */
export function previewStepPath(slug: string, frame: Pick<PreviewFrame, 'stepId' | 'search'>): string {
  return `/partners/${encodeURIComponent(slug)}/preview/${frame.stepId}${frame.search}`;
}

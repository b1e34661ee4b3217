// Shared by the navigation tests: the real funnel and contexts for the two demo partners.
import bayside from '../../../partners/bayside-movers.json';
import summit from '../../../partners/summit-moving.json';
import { createFunnel } from '../../../core/flow/funnel';
import { flowFile, stepFiles } from '../../../core/generated/funnel-files';
import type { ConditionContext } from '../../../core/flow/step-definition';

export const funnel = createFunnel(flowFile, Object.values(stepFiles));

export const partners = { bayside, summit } as const;
export type PartnerName = keyof typeof partners;

export function contextFor(partner: PartnerName, serviceType: string | null, query: Record<string, string> = {}): ConditionContext {
  return { booking: { serviceType }, partner: partners[partner], query };
}

/** Constants for inline flows (their values do not matter to navigation). */
export const inlineConstants = {
  earliestMoveDateDays: 3,
  latestMoveDateDays: 365,
  processingSeconds: 4,
  timeSlotHoldMinutes: 15,
  timeSlotGroup: 'g',
  timeOfDayHours: { morning: { start: '08:00', end: '12:00' }, afternoon: { start: '12:00', end: '16:00' } },
};

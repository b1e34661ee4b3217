import type { StepDefinition } from '../flow/step-definition';
import { DEFAULT_FRAME_COPY } from './default-frame-copy';

/** The step texts a partner may override besides the step's `copy` entries. */
export const STEP_TEXT_FIELDS = ['heading', 'subheading'] as const;
export type StepTextField = (typeof STEP_TEXT_FIELDS)[number];

/** Prefix of the frame's texts in a partner's `copy` (`frame.keepGoingTitle`). */
export const FRAME_COPY_PREFIX = 'frame.';

/**
 * Every text a partner may override, key -> default: `<stepId>.heading|subheading` and
 * `<stepId>.<copy key>` from the step files, `frame.<key>` from DEFAULT_FRAME_COPY. The step files
 * and default-frame-copy.ts stay the one place the defaults live; this only lists them.
 */
export function partnerCopyDefaults(steps: readonly StepDefinition[]): Map<string, string> {
  const defaults = new Map<string, string>();
  for (const step of steps) {
    for (const field of STEP_TEXT_FIELDS) {
      const text = step[field];
      if (text !== undefined) defaults.set(`${step.id}.${field}`, text);
    }
    for (const [key, text] of Object.entries(step.copy ?? {})) defaults.set(`${step.id}.${key}`, text);
  }
  for (const [key, text] of Object.entries(DEFAULT_FRAME_COPY)) defaults.set(`${FRAME_COPY_PREFIX}${key}`, text);
  return defaults;
}

/** The `{name}` placeholders of a text, e.g. ['partnerName'] for 'Visit {partnerName}'. */
export function copyPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

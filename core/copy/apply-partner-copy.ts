import type { StepDefinition } from '../flow/step-definition';
import { DEFAULT_FRAME_COPY, type FrameCopy } from './default-frame-copy';
import { FRAME_COPY_PREFIX, STEP_TEXT_FIELDS, type StepTextField } from './partner-copy-defaults';
import { isOneOf } from '../is-one-of';

/** A partner file's `copy`: key -> text (keys checked by core/check/lint-partner-copy.ts). */
export type PartnerCopy = Readonly<Record<string, string>>;

const isTextField = (key: string): key is StepTextField => isOneOf(STEP_TEXT_FIELDS, key);

/**
 * The step as this partner shows it: its heading, subheading and `copy` entries replaced by
 * the partner's `<stepId>.<key>` texts. Unknown keys change nothing (the check reports them). The
 * same step object comes back when nothing is overridden, so React memos hold.
 */
export function applyPartnerCopy(step: StepDefinition, copy: PartnerCopy | undefined): StepDefinition {
  if (!copy) return step;
  const prefix = `${step.id}.`;
  let result = step;
  for (const [key, text] of Object.entries(copy)) {
    if (!key.startsWith(prefix)) continue;
    const name = key.slice(prefix.length);
    if (isTextField(name) && step[name] !== undefined) result = { ...result, [name]: text };
    else if (step.copy && Object.hasOwn(step.copy, name)) result = { ...result, copy: { ...result.copy, [name]: text } };
  }
  return result;
}

/** The frame's texts for this partner: DEFAULT_FRAME_COPY with the partner's `frame.<key>` texts laid over. */
export function resolveFrameCopy(copy: PartnerCopy | undefined): FrameCopy {
  if (!copy) return DEFAULT_FRAME_COPY;
  const overrides = Object.entries(copy)
    .map(([key, text]) => [key.startsWith(FRAME_COPY_PREFIX) ? key.slice(FRAME_COPY_PREFIX.length) : '', text] as const)
    .filter(([name]) => name !== '' && Object.hasOwn(DEFAULT_FRAME_COPY, name));
  return { ...DEFAULT_FRAME_COPY, ...Object.fromEntries(overrides) };
}

import { PHONE_MASK, applyPhoneMask } from '../phone-mask';
import { nonNullType, type JsonSchema } from '../json-schema';
import { postedFieldName } from '../posted-form-names';
import type { ResolvedStep } from './resolve-step';
import type { StepDefinition } from './step-definition';

/** A posted HTML form's fields, as URLSearchParams and FormData both read them. */
export interface PostedForm {
  get(name: string): string | null;
  getAll(name: string): string[];
}

/** The masks a field may name (step files' `mask`), applied to a posted value as the widget applies them while typing. */
const MASKS: Record<string, (typed: string) => string> = { [PHONE_MASK]: (typed) => applyPhoneMask(typed) };

function readValue(form: PostedForm, name: string, schema: JsonSchema | undefined, mask: string | undefined): unknown {
  switch (nonNullType(schema)) {
    case 'array':
      return form.getAll(name);
    case 'boolean': {
      const value = form.get(name);
      // A checkbox posts "on" (or its value) when ticked and nothing otherwise; a radio pair posts "true" / "false".
      if (value === null) return undefined;
      return value !== 'false';
    }
    case 'number':
    case 'integer': {
      const value = form.get(name)?.trim();
      if (!value) return undefined;
      const number = Number(value);
      // Not a number stays text, so the step's own type message names it.
      return Number.isFinite(number) ? number : value;
    }
    default: {
      const value = form.get(name);
      if (value === null || value === '') return undefined;
      const applyMask = mask === undefined ? undefined : MASKS[mask];
      return applyMask ? applyMask(value) : value;
    }
  }
}

/**
 * The answers of a step's server-rendered form posted without the app (docs/FUNNEL.md, "Screens and routes"): each
 * visible field read from its RJSF name as its schema types it, masked as its widget would have masked it while
 * typing. A field left empty is unanswered (undefined), as the app leaves it.
 */
export function postedAnswers(step: StepDefinition, resolved: ResolvedStep, form: PostedForm): Record<string, unknown> {
  const properties: Record<string, JsonSchema> = resolved.schema.properties ?? {};
  const answers: Record<string, unknown> = {};
  for (const field of resolved.visibleFields) {
    answers[field] = readValue(form, postedFieldName(field), properties[field], step.fields[field]?.mask);
  }
  return answers;
}

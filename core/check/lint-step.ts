import type { FieldDefinition, StepDefinition } from '../flow/step-definition';
import { stepIdFromPath } from '../flow/step-id-from-path';
import type { CheckProblem } from './check-problem';
import { fieldEnum, fieldValueTypes } from './field-values';
import type { DefinitionFile, FunnelInput } from './funnel-input';
import { jsonPointer } from './json-pointer';
import { lintCondition } from './lint-condition';
import { lintEdge } from './lint-edge';
import { lintPunctuation } from './lint-punctuation';
import { schemaAtPath } from './schema-at-path';

/** What a single step is checked against: the funnel's schemas, names, step ids and groups. */
export interface StepLintContext extends Pick<FunnelInput, 'bookingSchema' | 'partnerSchema' | 'names'> {
  stepIds: ReadonlySet<string>;
  groupIds: ReadonlySet<string>;
}

const list = (names: Iterable<string>) => [...names].join(', ');
const kebab = (id: string) => id.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

function pathProblem(path: string, id: string): string | undefined {
  try {
    const expected = stepIdFromPath(path);
    return expected === id ? undefined : `step id "${id}" is not the camelCased path "${path}" (expected "${expected}")`;
  } catch {
    return `path "${path}" is not under /book`;
  }
}

function lintOptions(name: string, field: FieldDefinition, problems: CheckProblem[], file: string, ctx: StepLintContext): void {
  const property = schemaAtPath(ctx.bookingSchema, [name]);
  const allowed = fieldEnum(field, property);
  const types = fieldValueTypes(field, property);
  const seen = new Set<string>();
  field.options?.forEach((option, i) => {
    const pointer = jsonPointer('fields', name, 'options', i, 'value');
    const key = JSON.stringify(option.value);
    if (seen.has(key)) problems.push({ file, pointer, message: `option ${key} of "${name}" is listed twice` });
    const icons = ctx.names.icons;
    if (option.icon !== undefined && icons && !icons.includes(option.icon)) {
      problems.push({
        file,
        pointer: jsonPointer('fields', name, 'options', i, 'icon'),
        message: `unknown icon "${option.icon}"; allowed: ${list(icons)}`,
      });
    }
    seen.add(key);
    if (allowed && !allowed.some((v) => JSON.stringify(v) === key)) {
      problems.push({
        file,
        pointer,
        message: `option ${key} is not in the enum of "${name}"; allowed: ${allowed.map((v) => JSON.stringify(v)).join(', ')}`,
      });
    } else if (!allowed && types.length > 0 && !types.includes(typeof option.value)) {
      problems.push({ file, pointer, message: `option ${key} has the wrong type for "${name}" (${types.join(' or ')})` });
    }
  });
}

function optionValues(name: string, field: FieldDefinition, ctx: StepLintContext): unknown[] | undefined {
  return field.options?.map((o) => o.value) ?? fieldEnum(field, schemaAtPath(ctx.bookingSchema, [name]));
}

/** Names, fields, messages and rules of one step file (the graph is checked by lintFunnelGraph). */
export function lintStep({ file, data: step }: DefinitionFile<StepDefinition>, ctx: StepLintContext): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const add = (pointer: string, message: string) => problems.push({ file, pointer, message });
  const site = (pointer: string) => ({ file, pointer, bookingSchema: ctx.bookingSchema, partnerSchema: ctx.partnerSchema });
  const fields = step.fields ?? {};
  const onStep = (name: string) => Object.hasOwn(fields, name);

  const idProblem = pathProblem(step.path, step.id);
  if (idProblem) add('/id', idProblem);
  step.aliases?.forEach((alias, i) => {
    const problem = pathProblem(alias, step.id);
    if (problem) add(jsonPointer('aliases', i), `alias: ${problem}`);
  });
  const base = file.split('/').pop() ?? file;
  if (base !== `${kebab(step.id)}.json`) add('/id', `file name "${base}" should be "${kebab(step.id)}.json" for step id "${step.id}"`);
  if (step.group !== undefined && !ctx.groupIds.has(step.group)) {
    add('/group', `unknown progress group "${step.group}"; allowed: ${list(ctx.groupIds)}`);
  }
  if (step.view !== undefined && !ctx.names.views.includes(step.view)) {
    add('/view', `unknown view "${step.view}"; allowed: ${list(ctx.names.views)}`);
  }
  step.onSubmit?.forEach((action, i) => {
    if (!ctx.names.actions.includes(action))
      add(jsonPointer('onSubmit', i), `unknown action "${action}"; allowed: ${list(ctx.names.actions)}`);
  });

  for (const [name, field] of Object.entries(fields)) {
    if (!schemaAtPath(ctx.bookingSchema, [name])) {
      add(jsonPointer('fields', name), `unknown field "${name}": not a property of schemas/booking.schema.json`);
    }
    if (!ctx.names.widgets.includes(field.widget)) {
      add(jsonPointer('fields', name, 'widget'), `unknown widget "${field.widget}"; allowed: ${list(ctx.names.widgets)}`);
    }
    lintOptions(name, field, problems, file, ctx);
    if (field.answeredWhen !== undefined) {
      problems.push(...lintCondition(field.answeredWhen, site(jsonPointer('fields', name, 'answeredWhen'))));
      // Only a required field shows a message for a value that does not count.
      if (!step.required?.includes(name))
        add(jsonPointer('fields', name, 'answeredWhen'), `answeredWhen on "${name}", which is not required: add it to "required"`);
    }
    const types = [schemaAtPath(ctx.bookingSchema, [name])?.type].flat();
    if (field.schema?.type !== undefined) {
      add(
        jsonPointer('fields', name, 'schema', 'type'),
        `a field's schema narrows its booking property and keeps its type: set the type of "${name}" in schemas/booking.schema.json`,
      );
    } else if (field.widget === 'yesNo' && !types.includes('boolean')) {
      add(
        jsonPointer('fields', name, 'widget'),
        `a yesNo answer is a boolean: make "${name}" { "type": ["boolean", "null"] } in schemas/booking.schema.json`,
      );
    }
  }
  step.order?.forEach((name, i) => {
    if (!onStep(name)) add(jsonPointer('order', i), `order names "${name}", which is not a field of this step`);
  });
  step.required?.forEach((name, i) => {
    if (!onStep(name)) add(jsonPointer('required', i), `required field "${name}" is not a field of this step`);
    else if (!step.messages?.[name]?.required)
      add(jsonPointer('required', i), `required field "${name}" has no message: add messages.${name}.required`);
  });
  for (const name of Object.keys(step.messages ?? {})) {
    if (!onStep(name)) add(jsonPointer('messages', name), `messages for "${name}", which is not a field of this step`);
  }
  if (step.showWhen !== undefined) problems.push(...lintCondition(step.showWhen, site('/showWhen')));
  step.rules?.forEach((rule, i) => {
    const field = fields[rule.field];
    if (!field) add(jsonPointer('rules', i, 'field'), `rule names "${rule.field}", which is not a field of this step`);
    if (field && rule.effect === 'hideOption') {
      const values = optionValues(rule.field, field, ctx);
      if (values && !values.some((v) => JSON.stringify(v) === JSON.stringify(rule.option))) {
        add(
          jsonPointer('rules', i, 'option'),
          `option ${JSON.stringify(rule.option)} is not an option of "${rule.field}"; allowed: ${values.map((v) => JSON.stringify(v)).join(', ')}`,
        );
      }
    }
    problems.push(...lintCondition(rule.when, site(jsonPointer('rules', i, 'when'))));
  });
  step.checks?.forEach((check, i) => {
    if (!onStep(check.field)) add(jsonPointer('checks', i, 'field'), `check shows on "${check.field}", which is not a field of this step`);
    check.fields.forEach((name, j) => {
      const types = [schemaAtPath(ctx.bookingSchema, [name])?.type].flat();
      if (!types.includes('integer') && !types.includes('number')) {
        add(
          jsonPointer('checks', i, 'fields', j),
          `check adds up "${name}", which is not a number property of schemas/booking.schema.json`,
        );
      }
    });
  });
  for (const direction of ['next', 'back'] as const) {
    step[direction]?.forEach((edge, i) => {
      problems.push(...lintEdge(edge, { ...site(jsonPointer(direction, i)), stepIds: ctx.stepIds, kind: `${direction} edge` }));
    });
  }
  const copyKeys = new Set(Object.keys(step.copy ?? {}));
  step.buttons?.forEach((button, i) => {
    problems.push(...lintEdge(button, { ...site(jsonPointer('buttons', i)), stepIds: ctx.stepIds, kind: 'button', copyKeys }));
  });
  step.summaryBlocks?.forEach((block, i) => {
    if (!ctx.stepIds.has(block.editStep))
      add(jsonPointer('summaryBlocks', i, 'editStep'), `Edit link to "${block.editStep}", which is no step`);
    block.fields.forEach((name, j) => {
      if (!schemaAtPath(ctx.bookingSchema, [name]))
        add(jsonPointer('summaryBlocks', i, 'fields', j), `unknown field "${name}": not a property of schemas/booking.schema.json`);
    });
    if (block.when !== undefined) problems.push(...lintCondition(block.when, site(jsonPointer('summaryBlocks', i, 'when'))));
  });
  // Every text of sentences ends with its punctuation: the step's copy and its fields' messages.
  const texts = [
    lintPunctuation(step.copy ?? {}, 'copy'),
    ...Object.entries(step.messages ?? {}).map(([name, m]) => lintPunctuation(m, 'messages', name)),
  ];
  for (const found of texts.flat()) add(found.pointer, found.message);
  return problems;
}

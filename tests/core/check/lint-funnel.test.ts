import { describe, expect, it } from 'vitest';
import { ACTION_NAMES, VIEW_NAMES, WIDGET_NAMES } from '../../../core/registry-names';
import { ICON_NAMES } from '../../../widgets/icons';
import { lintFunnel } from '../../../core/check/lint-funnel';
import type { FunnelInput } from '../../../core/check/funnel-input';
import type { StepDefinition } from '../../../core/flow/step-definition';
import { readFunnelFiles, stepById } from '../../helpers/read-funnel-files';

/** The real funnel, freshly read so each case can break one thing. */
function funnel(): FunnelInput {
  return { ...readFunnelFiles(), names: { widgets: WIDGET_NAMES, views: VIEW_NAMES, actions: ACTION_NAMES, icons: ICON_NAMES } };
}

type Mutation = (input: FunnelInput, step: (id: string) => StepDefinition) => void;

// Negative fixtures: the real definition with one mistake each, and where `npm run check` must point.
const MISTAKES: Array<[kind: string, mutate: Mutation, file: string, pointer: string, message: RegExp]> = [
  [
    'unknown field',
    (_, s) => {
      s('landing').fields.colour = { widget: 'text' };
    },
    'landing',
    '/fields/colour',
    /unknown field "colour"/,
  ],
  [
    'unknown widget',
    (_, s) => {
      s('originPropertyDetails').fields.originFloors!.widget = 'dropdown' as never;
    },
    'origin-property-details',
    '/fields/originFloors/widget',
    /unknown widget "dropdown"; allowed: text, email/,
  ],
  [
    'a yes/no answer on a text property',
    (_, s) => {
      s('landing').fields.firstName!.widget = 'yesNo';
    },
    'landing',
    '/fields/firstName/widget',
    /a yesNo answer is a boolean: make "firstName" \{ "type": \["boolean", "null"\] \}/,
  ],
  [
    'a condition comparing a yes/no answer with a word',
    (_, s) => {
      s('originPropertyDetails').rules![0]!.when = { scope: 'booking.originElevator', schema: { const: 'yes' } };
    },
    'origin-property-details',
    '/rules/0/when/schema/const',
    /"yes" has the wrong type for booking.originElevator \(boolean or null\)/,
  ],
  [
    'unknown icon',
    (_, s) => {
      s('services').fields.serviceType!.options![0]!.icon = 'lorry';
    },
    'services',
    '/fields/serviceType/options/0/icon',
    /unknown icon "lorry"; allowed: truck/,
  ],
  [
    'unknown view',
    (_, s) => {
      s('summary').view = 'overview' as never;
    },
    'summary',
    '/view',
    /unknown view "overview"/,
  ],
  [
    'unknown action',
    (_, s) => {
      s('checkout').onSubmit = ['convert', 'payNow' as never];
    },
    'checkout',
    '/onSubmit/1',
    /unknown action "payNow"/,
  ],
  [
    'malformed condition',
    (_, s) => {
      s('services').rules![0]!.when = { scope: 'partner.laborOnlyMoves', value: true } as never;
    },
    'services',
    '/rules/0/when',
    /malformed condition/,
  ],
  [
    'malformed condition keyword',
    (_, s) => {
      s('originPropertyDetails').rules![0]!.when = { scope: 'booking.originPropertyType', schema: { equals: 'x' } } as never;
    },
    'origin-property-details',
    '/rules/0/when/schema/equals',
    /unknown keyword "equals"/,
  ],
  [
    'unknown condition scope',
    (_, s) => {
      s('landing').next![0]!.when = { scope: 'customer.laborOnlyMoves', schema: { const: true } };
    },
    'landing',
    '/next/0/when/scope',
    /must start with booking\., partner\., query\., location\., step\., serviceability\./,
  ],
  [
    'condition on no booking property',
    (_, s) => {
      s('originPropertyDetails').rules![0]!.when = { scope: 'booking.propertyKind', schema: { const: 'apartment' } };
    },
    'origin-property-details',
    '/rules/0/when/scope',
    /names no booking property/,
  ],
  [
    'condition on no partner property',
    (_, s) => {
      s('moveDate').back![0]!.when = { not: { scope: 'partner.laborOnly', schema: { const: true } } };
    },
    'move-date',
    '/back/0/when/not/scope',
    /names no partner property/,
  ],
  [
    'condition value outside the enum',
    (_, s) => {
      s('moveContentsLivingAreas').back![0]!.when = { scope: 'booking.serviceType', schema: { const: 'labour_only' } };
    },
    'move-contents-living-areas',
    '/back/0/when/schema/const',
    /"labour_only" is not a value of booking\.serviceType/,
  ],
  [
    'step id not camelCase of its path',
    (_, s) => {
      s('services').path = '/book/service-type';
    },
    'services',
    '/id',
    /expected "serviceType"/,
  ],
  [
    'file name not the kebab-cased id',
    (input) => {
      input.steps.find((f) => f.data.id === 'services')!.file = 'schemas/steps/service.json';
    },
    'service',
    '/id',
    /should be "services\.json"/,
  ],
  [
    'duplicate id',
    (input) => {
      input.steps.push({
        file: 'schemas/steps/services.json',
        data: structuredClone(input.steps.find((f) => f.data.id === 'services')!.data),
      });
    },
    'services',
    '/id',
    /duplicate step id "services"/,
  ],
  [
    'duplicate path',
    (_, s) => {
      s('moveContentsOther').aliases = ['/book/move-contents/living-areas'];
    },
    'move-contents-other',
    '/aliases/0',
    /duplicate path "\/book\/move-contents\/living-areas"/,
  ],
  [
    'missing edge target',
    (_, s) => {
      s('landing').next![1]!.to = 'moveDates';
    },
    'landing',
    '/next/1/to',
    /edge to "moveDates", which is no step/,
  ],
  [
    'missing back edge target',
    (_, s) => {
      s('moveDate').back![0]!.to = 'home';
    },
    'move-date',
    '/back/0/to',
    /edge to "home"/,
  ],
  [
    'unreachable step',
    (_, s) => {
      s('landing').next = [{ to: 'moveDate' }];
    },
    'services',
    '/id',
    /cannot be reached from "landing"/,
  ],
  [
    'dead end before complete',
    (_, s) => {
      s('processing').next = [{ to: 'checkout' }];
    },
    'processing',
    '/next',
    /dead end: from step "processing"/,
  ],
  // The summary's Edit return (query.checkout) is no way out of a loop a forward walk cannot leave.
  [
    'a loop only an Edit link leaves',
    (_, s) => {
      s('additionalNotes').next = [{ to: 'moveContentsLivingAreas' }];
    },
    'additional-notes',
    '/next',
    /dead end: from step "additionalNotes"/,
  ],
  [
    'conversion edge to no step',
    (_, s) => {
      s('checkout').next![0]!.to = 'procesing';
    },
    'checkout',
    '/next/0/to',
    /next edge to "procesing", which is no step/,
  ],
  [
    'unserviceable edge to no step',
    (_, s) => {
      s('destinationAddress').next![0]!.to = 'completed';
    },
    'destination-address',
    '/next/0/to',
    /next edge to "completed"/,
  ],
  [
    'complete page button to no step',
    (_, s) => {
      s('complete').buttons![2]!.to = 'originDetails';
    },
    'complete',
    '/buttons/2/to',
    /button to "originDetails", which is no step/,
  ],
  [
    'button label not in the copy',
    (_, s) => {
      s('complete').buttons![0]!.copy = 'completeButton';
    },
    'complete',
    '/buttons/0/copy',
    /"completeButton" is not a key/,
  ],
  [
    'button to a step and an address',
    (_, s) => {
      s('complete').buttons![1]!.to = 'landing';
    },
    'complete',
    '/buttons/1',
    /a step \(to\), to an address \(hrefFrom\) or does an action \(action\): exactly one/,
  ],
  [
    'unserviceable conversion without a reason',
    (_, s) => {
      delete s('originPropertyDetails').next![0]!.query!.reason;
    },
    'origin-property-details',
    '/next/0/query',
    /needs its reason/,
  ],
  [
    'edge query from no scope',
    (_, s) => {
      s('destinationAddress').next![0]!.query!.reason = { from: 'serviceability.why' };
    },
    'destination-address',
    '/next/0/query/reason/from',
    /serviceability\.serviceable or serviceability\.reason/,
  ],
  [
    'serviceability compared with no reason',
    (_, s) => {
      s('destinationAddress').next![0]!.when = { scope: 'serviceability.reason', schema: { const: 'too_far' } };
    },
    'destination-address',
    '/next/0/when/schema/const',
    /"too_far" is not a value of serviceability\.reason/,
  ],
  [
    'placed scope naming no address line',
    (_, s) => {
      s('originAddress').fields.originAddress!.answeredWhen = { scope: 'placed.originCity', schema: { const: true } };
    },
    'origin-address',
    '/fields/originAddress/answeredWhen/scope',
    /placed\.originAddress or placed\.destinationAddress/,
  ],
  [
    'a step condition naming no booking property',
    (_, s) => {
      s('moveContentsOther').showWhen = { scope: 'booking.serviceKind', schema: { const: 'full_service' } };
    },
    'move-contents-other',
    '/showWhen/scope',
    /condition scope "booking\.serviceKind" names no booking property/,
  ],
  [
    'a step condition comparing with a value the field cannot hold',
    (_, s) => {
      s('moveContentsOther').showWhen = { scope: 'booking.serviceType', schema: { const: 'full' } };
    },
    'move-contents-other',
    '/showWhen/schema/const',
    /"full" is not a value of booking\.serviceType/,
  ],
  [
    'a field schema that changes its type',
    (_, s) => {
      s('moveContentsOther').fields.garageSpaces!.schema = { type: 'string' };
    },
    'move-contents-other',
    '/fields/garageSpaces/schema/type',
    /a field's schema narrows its booking property and keeps its type/,
  ],
  [
    'answeredWhen on a field that is not required',
    (_, s) => {
      s('originAddress').required = ['originPropertyType'];
    },
    'origin-address',
    '/fields/originAddress/answeredWhen',
    /which is not required/,
  ],
  [
    'required field without a message',
    (_, s) => {
      delete s('landing').messages!.phone!.required;
    },
    'landing',
    '/required/3',
    /required field "phone" has no message/,
  ],
  [
    'required field not on the step',
    (_, s) => {
      s('services').required = ['serviceKind'];
    },
    'services',
    '/required/0',
    /"serviceKind" is not a field of this step/,
  ],
  [
    'rule naming a field not on the step',
    (_, s) => {
      s('services').rules![0]!.field = 'serviceKind';
    },
    'services',
    '/rules/0/field',
    /rule names "serviceKind"/,
  ],
  [
    'option value not in the enum',
    (_, s) => {
      s('originPropertyDetails').fields.originFloors!.options!.push({ value: 6, label: '6' });
    },
    'origin-property-details',
    '/fields/originFloors/options/5/value',
    /option 6 is not in the enum of "originFloors"/,
  ],
  [
    'option value of the wrong type',
    (_, s) => {
      s('checkout').fields.termsAccepted!.options = [{ value: 'yes', label: 'Yes' }];
    },
    'checkout',
    '/fields/termsAccepted/options/0/value',
    /wrong type/,
  ],
  [
    'hidden option that is no option',
    (_, s) => {
      (s('services').rules![0] as { option: string }).option = 'labour_only';
    },
    'services',
    '/rules/0/option',
    /"labour_only" is not an option of "serviceType"/,
  ],
  [
    'check showing on a field not on the step',
    (_, s) => {
      s('moveContentsOther').checks![0]!.field = 'bedrooms';
    },
    'move-contents-other',
    '/checks/0/field',
    /check shows on "bedrooms", which is not a field of this step/,
  ],
  [
    'check adding up a field that is no number',
    (_, s) => {
      s('moveContentsOther').checks![0]!.fields.push('notes');
    },
    'move-contents-other',
    '/checks/0/fields/11',
    /check adds up "notes", which is not a number property/,
  ],
  [
    'messages for a field not on the step',
    (_, s) => {
      s('moveDate').messages!.notes = { required: 'x' };
    },
    'move-date',
    '/messages/notes',
    /not a field of this step/,
  ],
  [
    'unknown progress group',
    (_, s) => {
      s('additionalNotes').group = 'extras';
    },
    'additional-notes',
    '/group',
    /unknown progress group "extras"/,
  ],
  [
    'summary Edit link to no step',
    (_, s) => {
      s('summary').summaryBlocks![0]!.editStep = 'service';
    },
    'summary',
    '/summaryBlocks/0/editStep',
    /Edit link to "service"/,
  ],
  [
    'summary block on no booking field',
    (_, s) => {
      s('summary').summaryBlocks![2]!.fields.push('originZip');
    },
    'summary',
    '/summaryBlocks/2/fields/7',
    /unknown field "originZip"/,
  ],
  [
    'one field, two texts for one keyword',
    (_, s) => {
      s('summary').fields.email = { widget: 'email' };
      s('summary').messages = { email: { required: 'Email, please' } };
    },
    'summary',
    '/messages/email/required',
    /differs from schemas\/steps\/landing\.json/,
  ],
  [
    'a message of two sentences without its final period',
    (_, s) => {
      s('moveDate').messages!.moveDate!.closed = 'We are closed on {date}. Please choose another day';
    },
    'move-date',
    '/messages/moveDate/closed',
    /"closed" ends without its punctuation/,
  ],
  [
    'copy of two sentences without its final period',
    (_, s) => {
      s('complete').copy!['pay_later.body'] = 'You can complete your reservation at any time. Your date is not guaranteed';
    },
    'complete',
    '/copy/pay_later.body',
    /"pay_later.body" ends without its punctuation/,
  ],
  [
    'step missing from the flow',
    (input) => {
      input.flow.data.steps = input.flow.data.steps.filter((id) => id !== 'moveContentsOther');
    },
    'move-contents-other',
    '/id',
    /not listed in schemas\/flow\.json/,
  ],
];

const FLOW_MISTAKES: Array<[kind: string, mutate: (input: FunnelInput) => void, pointer: string, message: RegExp]> = [
  // The manage page is a linked step (flow.linkedSteps): off the route, so never in steps too.
  [
    'linked step on the route too',
    (input) => {
      input.flow.data.steps = [...input.flow.data.steps, 'manage'];
    },
    '/linkedSteps/0',
    /step "manage" is in steps too/,
  ],
  [
    'linked step without a file',
    (input) => {
      input.flow.data.linkedSteps = ['manageBooking'];
    },
    '/linkedSteps/0',
    /step "manageBooking" has no file/,
  ],
  [
    'flow step without a file',
    (input) => {
      input.flow.data.steps.splice(3, 0, 'quote');
    },
    '/steps/3',
    /step "quote" has no file/,
  ],
  [
    'global edge to no step',
    (input) => {
      input.flow.data.nextBefore![0]!.to = 'summry';
    },
    '/nextBefore/0/to',
    /edge to "summry"/,
  ],
  [
    'global edge with a bad scope',
    (input) => {
      (input.flow.data.nextBefore![0]!.when as { all: Array<{ scope: string }> }).all[1]!.scope = 'step.kind';
    },
    '/nextBefore/0/when/all/1/scope',
    /step\.id or step\.group/,
  ],
  [
    'duplicate group',
    (input) => {
      input.flow.data.groups.push({ id: 'origin', label: 'Again' });
    },
    '/groups/5/id',
    /duplicate group id "origin"/,
  ],
  [
    'time-slot notice on no group',
    (input) => {
      input.flow.data.constants.timeSlotGroup = 'payment';
    },
    '/constants/timeSlotGroup',
    /unknown progress group "payment"/,
  ],
  [
    'an arrival window that ends before it starts',
    (input) => {
      input.flow.data.constants.timeOfDayHours.morning = { start: '12:00', end: '08:00' };
    },
    '/constants/timeOfDayHours/morning',
    /morning window must end after it starts \(12:00 to 08:00\)/,
  ],
  [
    'latest move date not after the earliest',
    (input) => {
      input.flow.data.constants.latestMoveDateDays = input.flow.data.constants.earliestMoveDateDays;
    },
    '/constants/latestMoveDateDays',
    /latest move date offset 3 must be greater than the earliest, 3/,
  ],
  [
    'Edit return on a loop',
    (input) => {
      input.flow.data.nextBefore![0]!.to = 'sumary';
    },
    '/nextBefore/0/to',
    /edge to "sumary", which is no step/,
  ],
];

describe('lintFunnel', () => {
  it('finds nothing wrong with the real funnel', () => {
    expect(lintFunnel(funnel())).toEqual([]);
  });

  it.each(MISTAKES)('catches %s', (_kind, mutate, stem, pointer, message) => {
    const input = funnel();
    mutate(input, (id) => stepById(input.steps, id));
    const problems = lintFunnel(input);
    expect(problems).toContainEqual({ file: `schemas/steps/${stem}.json`, pointer, message: expect.stringMatching(message) });
  });

  it.each(FLOW_MISTAKES)('catches %s', (_kind, mutate, pointer, message) => {
    const input = funnel();
    mutate(input);
    expect(lintFunnel(input)).toContainEqual({ file: 'schemas/flow.json', pointer, message: expect.stringMatching(message) });
  });
});

import { describe, expect, it } from 'vitest';
import { readFunnelFiles, stepById } from '../helpers/read-funnel-files';

const { steps } = readFunnelFiles();

// docs/FUNNEL.md#validation, word for word. '{Month DD, YYYY}' is written '{date}' and filled at run time.
const VALIDATION_MESSAGES: Array<[step: string, field: string, keyword: string, text: string]> = [
  ['landing', 'email', 'required', 'Please provide your email address'],
  ['landing', 'firstName', 'required', 'Please provide your first name'],
  ['landing', 'lastName', 'required', 'Please provide your last name'],
  ['landing', 'phone', 'required', 'Please provide your phone number'],
  ['landing', 'phone', 'pattern', 'Please provide a valid phone number'],
  ['services', 'serviceType', 'required', 'Please select a service type'],
  ['originAddress', 'originAddress', 'required', 'Please provide your home address'],
  ['originAddress', 'originPropertyType', 'required', 'Please select a property type'],
  ['originPropertyDetails', 'originSquareFootage', 'required', 'Please provide the square footage of your home'],
  ['originPropertyDetails', 'originSquareFootage', 'maximum', 'Square footage must be less than {max}'],
  ['originPropertyDetails', 'originSquareFootage', 'minimum', 'Square footage must be greater than {min}'],
  ['originPropertyDetails', 'originFloors', 'required', 'Please provide the number of floors in your home'],
  ['originPropertyDetails', 'originElevator', 'required', 'Please indicate if you need an elevator to access your home'],
  ['originPropertyDetails', 'originDistanceToTruck', 'required', 'Please provide the distance from the truck to your door'],
  ['destinationAddress', 'destinationAddress', 'required', 'Please provide your home address'],
  ['destinationAddress', 'destinationPropertyType', 'required', 'Please select a property type'],
  ['destinationPropertyDetails', 'destinationFloors', 'required', 'Please provide the number of floors in your new home'],
  ['destinationPropertyDetails', 'destinationElevator', 'required', 'Please indicate if you need an elevator to access your new home'],
  ['destinationPropertyDetails', 'destinationDistanceToTruck', 'required', 'Please provide the distance from the truck to the door of your new home'],
  ['moveDate', 'moveDate', 'required', 'Please provide your move date'],
  ['moveDate', 'moveDate', 'formatMinimum', 'Your move date must be on or after {date}'],
  ['moveDate', 'moveDate', 'formatMaximum', 'Your move date must be on or before {date}'],
  ['moveDate', 'timeOfDay', 'required', 'Please tell us what time of day is best'],
];

describe('docs/FUNNEL.md#validation messages in the step definitions', () => {
  it.each(VALIDATION_MESSAGES)('%s.%s %s: %s', (stepId, field, keyword, text) => {
    const messages = stepById(steps, stepId).messages?.[field] as Record<string, string> | undefined;
    expect(messages?.[keyword]).toBe(text);
  });

  it('every required field of docs/FUNNEL.md#validation is required by its step', () => {
    for (const [stepId, field, keyword] of VALIDATION_MESSAGES) {
      if (keyword === 'required') expect(stepById(steps, stepId).required, `${stepId}.${field}`).toContain(field);
    }
  });

  it('notes stay optional', () => {
    expect(stepById(steps, 'additionalNotes').required ?? []).not.toContain('notes');
  });
});

// Texts of docs/FUNNEL.md the views show, word for word.
const DOCUMENTED_COPY: Array<[step: string, where: string, text: string]> = [
  ['landing', 'heading', 'Get your free moving quote in 5 minutes'],
  ['landing', 'copy.submit', 'Get your Quote'],
  ['services', 'heading', 'What kind of moving service are you looking for?'],
  ['moveDate', 'fields.timeOfDay.label', 'What time of day is best?'],
  ['originAddress', 'heading', 'Where are you moving from?'],
  ['destinationAddress', 'heading', 'Where are you moving to?'],
  ['originPropertyDetails', 'fields.originDistanceToTruck.tooltip', 'How far is your front door from where the movers can park their truck?'],
  ['moveContentsLivingAreas', 'title', 'Living Areas'],
  ['moveContentsLivingAreas', 'heading', 'Which rooms can we move for you?'],
  ['moveContentsOther', 'title', 'Other Areas'],
  ['moveContentsOther', 'heading', 'Which rooms can we move for you?'],
  ['summary', 'heading', 'Book your move'],
  ['summary', 'subheading', 'Do we have all of the details?'],
  ['checkout', 'copy.timeSlotExpired', 'Time slot not guaranteed, but you can still submit!'],
  ['checkout', 'copy.dueTodayLabel', 'Due today'],
  ['checkout', 'copy.dueTodayAmount', '$0.00'],
  ['processing', 'copy.message', 'Your move details are being processed...'],
  ['processing', 'copy.fallbackLink', "Click here if you're not automatically redirected"],
  ['complete', 'copy.pay_now.title', 'We got it!'],
  ['complete', 'copy.pay_now.subtitle', 'Someone from {partnerName} will be in touch.'],
  ['complete', 'copy.pay_later.title', 'Your details are saved!'],
  ['complete', 'copy.pay_later.subtitle', "We've securely saved your moving details and contact information."],
  ['complete', 'copy.unserviceable.title', 'We need more information to finish reserving your move.'],
  ['complete', 'copy.reason.labor_only_move', "Labor-only moves work a bit differently, so we'll need to double-check the specifics with you directly."],
  ['complete', 'copy.reason.out_of_state_move', "Out of state moves need a special touch — let's connect you with the right team."],
  ['complete', 'copy.reason.long_distance_move', "This move is beyond our range, but we'll help you find movers who go the distance."],
  ['complete', 'copy.bookingReference', 'Booking reference:'],
  ['complete', 'copy.completeBookingButton', 'Complete Booking'],
  ['complete', 'copy.backHomeButton', 'Back to home'],
  ['complete', 'copy.editBookingButton', 'Edit my Booking'],
];

/** Reads 'copy.pay_now.title' as copy['pay_now.title'] and 'fields.x.label' as fields.x.label. */
function textAt(step: object, where: string): unknown {
  const [head, ...rest] = where.split('.');
  const value = (step as Record<string, unknown>)[head!];
  if (head === 'copy') return (value as Record<string, unknown>)[rest.join('.')];
  return rest.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], value);
}

describe('documented texts in the step definitions', () => {
  it.each(DOCUMENTED_COPY)('%s %s: %s', (stepId, where, text) => {
    expect(textAt(stepById(steps, stepId), where)).toBe(text);
  });
});

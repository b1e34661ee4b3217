import { describe, expect, it } from 'vitest';
import { analyticsFormData } from '../../core/analytics-form-data';
import { funnelDefinition } from '../../core/flow/funnel-definition';

const steps = funnelDefinition.steps;

describe('analyticsFormData: the allow-list of what a submitted step tells analytics tags', () => {
  it.each([
    [
      'landing',
      { firstName: 'Dana', lastName: 'Rivera', email: 'dana@example.com', phone: '(415) 555-0199', contactPreference: ['email'] },
      { contactPreference: ['email'] },
    ],
    ['services', { serviceType: 'full_service' }, { serviceType: 'full_service' }],
    [
      'originAddress',
      { originAddress: '100 Market St, San Francisco, CA 94105', originPropertyType: 'apartment' },
      { originPropertyType: 'apartment' },
    ],
    ['additionalNotes', { notes: 'Gate code 1234' }, {}],
  ])('%s', (stepId, formData, expected) => {
    expect(analyticsFormData(steps[stepId]!, formData)).toEqual(expected);
  });

  it('keeps counts, choices and dates, and marketing parameters', () => {
    expect(analyticsFormData(steps.moveDate!, { moveDate: '2026-12-01', timeOfDay: 'morning', utm_source: 'mail' })).toEqual({
      moveDate: '2026-12-01',
      timeOfDay: 'morning',
      utm_source: 'mail',
    });
  });

  it('never passes a field of a free-text widget, on any step of the funnel', () => {
    for (const step of Object.values(steps)) {
      for (const [name, field] of Object.entries(step.fields)) {
        if (!['address', 'text', 'textarea', 'email', 'phone'].includes(field.widget)) continue;
        expect(analyticsFormData(step, { [name]: 'typed by the customer' }), `${step.id}.${name}`).toEqual({});
      }
    }
  });

  it('drops a field the step does not ask (an address component riding along)', () => {
    expect(analyticsFormData(steps.originAddress!, { originStreet: '100 Market St', originLat: 37.79 })).toEqual({});
  });
});

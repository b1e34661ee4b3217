// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { pushEvent } from '../../../../renderer/services/analytics/push-event';

const partner = { slug: 'summit-moving', name: 'Summit Moving' };

beforeEach(() => {
  delete window.dataLayer;
});

describe('analytics events on window.dataLayer (docs/FUNNEL.md, Saving and conversions; event version 1)', () => {
  it("pushes 'Form Submitted' with the step name, partner and the form data it was given", () => {
    pushEvent({ event: 'Form Submitted', formName: 'services', partner, formData: { serviceType: 'full_service' } });
    expect(window.dataLayer).toEqual([
      { event: 'Form Submitted', formName: 'services', partner, formData: { serviceType: 'full_service' }, eventVersion: 1 },
    ]);
  });

  it("pushes 'Booking Converted' with the conversion type and partner only", () => {
    window.dataLayer = ['from the tag manager'];
    pushEvent({ event: 'Booking Converted', conversionType: 'pay_later', partner: { ...partner, secret: 'x' } as typeof partner });
    expect(window.dataLayer).toEqual([
      'from the tag manager',
      { event: 'Booking Converted', conversionType: 'pay_later', partner, eventVersion: 1 },
    ]);
  });

  it("pushes 'Booking Saved' with the step and the booking's reference, never the answers", () => {
    pushEvent({ event: 'Booking Saved', stepId: 'originAddress', bookingReference: 'K7M2Q9XD', partner });
    expect(window.dataLayer).toEqual([
      { event: 'Booking Saved', stepId: 'originAddress', bookingReference: 'K7M2Q9XD', partner, eventVersion: 1 },
    ]);
  });
});

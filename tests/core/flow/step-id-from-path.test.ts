import { describe, expect, it } from 'vitest';
import { stepIdFromPath } from '../../../core/flow/step-id-from-path';

describe('stepIdFromPath (docs/FUNNEL.md#screens-and-routes: step names in paths are camelCased into ids)', () => {
  it.each([
    ['/book', 'landing'],
    ['/book/', 'landing'],
    ['/book/landing', 'landing'],
    ['/book/services', 'services'],
    ['/book/move-date', 'moveDate'],
    ['/book/origin/address', 'originAddress'],
    ['/book/origin/property-details', 'originPropertyDetails'],
    ['/book/destination/property-details', 'destinationPropertyDetails'],
    ['/book/move-contents/living-areas', 'moveContentsLivingAreas'],
    ['/book/specialty-items/other', 'specialtyItemsOther'],
    ['/book/additional-notes', 'additionalNotes'],
    ['/book/complete', 'complete'],
  ])('%s -> %s', (path, id) => {
    expect(stepIdFromPath(path)).toBe(id);
  });

  it.each(['/reset', '/booking', '', '/partners/x/book'])('refuses %j', (path) => {
    expect(() => stepIdFromPath(path)).toThrow('Not a funnel path');
  });
});

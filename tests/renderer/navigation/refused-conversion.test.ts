import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../renderer/api/api-error';
import { refusedConversion } from '../../../renderer/navigation/refused-conversion';

const error = (status: number, body: unknown) => new ApiError('refused', status, ['Why'], body);

describe('refusedConversion: where a refused conversion sends the customer', () => {
  it.each([
    ['an unfinished step (422)', error(422, { step: 'originAddress' }), { stepId: 'originAddress', messages: ['Why'] }],
    [
      'a full time slot (409 naming the move date): back to it, Next returns to the summary',
      error(409, { step: 'moveDate' }),
      { stepId: 'moveDate', messages: ['Why'], query: { checkout: 'true' } },
    ],
    ['a 409 naming no step (a card already on file)', error(409, { messages: ['Why'] }), null],
    ['a step the funnel does not have', error(422, { step: 'nowhere' }), null],
    ['a server failure', error(503, { step: 'moveDate' }), null],
    ['no API answer at all', new Error('offline'), null],
  ])('%s', (_case, thrown, expected) => {
    expect(refusedConversion(thrown)).toEqual(expected);
  });
});

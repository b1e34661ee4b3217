import { describe, expect, it } from 'vitest';
import { crowdedBuckets, CROWDED_DAY_RULE } from '../../../core/capacity/crowded-day';

describe('crowdedBuckets', () => {
  it('flags a bucket holding more than the share of a day, once it holds the minimum', () => {
    expect(
      crowdedBuckets([
        { bucket: 'a', crews: 3 },
        { bucket: 'b', crews: 2 },
      ]),
    ).toEqual([{ bucket: 'a', crews: 3, dayCrews: 5 }]);
  });

  it('leaves a lone booking on an empty day, and a bucket below the minimum, unflagged', () => {
    expect(crowdedBuckets([{ bucket: 'a', crews: 1 }])).toEqual([]);
    expect(crowdedBuckets([{ bucket: 'a', crews: 2 }])).toEqual([]);
  });

  it('flags exactly past the share, not at it', () => {
    expect(
      crowdedBuckets([
        { bucket: 'a', crews: 3 },
        { bucket: 'b', crews: 3 },
      ]),
    ).toEqual([]);
    expect(
      crowdedBuckets([
        { bucket: 'a', crews: 4 },
        { bucket: 'b', crews: 3 },
      ]),
    ).toEqual([{ bucket: 'a', crews: 4, dayCrews: 7 }]);
  });

  it('counts bookings without a bucket in the day but never flags them', () => {
    expect(crowdedBuckets([{ bucket: null, crews: 9 }])).toEqual([]);
    expect(
      crowdedBuckets([
        { bucket: null, crews: 4 },
        { bucket: 'a', crews: 3 },
      ]),
    ).toEqual([]);
  });

  it('follows the rule it is given', () => {
    const rule = { ...CROWDED_DAY_RULE, sharePercent: 20, minCrews: 2 };
    expect(
      crowdedBuckets(
        [
          { bucket: 'a', crews: 2 },
          { bucket: 'b', crews: 3 },
          { bucket: 'c', crews: 5 },
        ],
        rule,
      ).map((b) => b.bucket),
    ).toEqual(['c', 'b']);
  });
});

import { StarIcon } from './icons';

/** Stars filled to `value` out of `outOf` (halves shown as half stars); the text says it for screen readers. */
export function RatingStars({ value, outOf }: { value: number; outOf: number }) {
  const stars = Math.round(outOf);
  return (
    <span className="inline-flex items-center gap-0.5 text-amber-500" aria-hidden="true">
      {Array.from({ length: stars }, (_, i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        return (
          <span key={i} className="relative inline-block size-5">
            <StarIcon filled={false} className="absolute inset-0 size-5" />
            {fill > 0 && (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <StarIcon className="size-5" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

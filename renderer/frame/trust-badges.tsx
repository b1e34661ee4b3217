import type { Partner } from '../../core/partner';
import { useFrameCopy } from './frame-copy';
import { RatingStars } from './rating-stars';

type Badge = Partner['badges'][number];

/** '4.5 of 5 stars' for a rating badge (docs/FUNNEL.md, "Business constants"). */
export function ratingText(badge: Pick<Badge, 'value' | 'outOf'>): string {
  return `${badge.value} of ${badge.outOf ?? 5} stars`;
}

function BadgeBody({ badge }: { badge: Badge }) {
  const rating = badge.type === 'rating' && badge.value ? Number(badge.value) : null;
  const isRating = rating !== null && Number.isFinite(rating);
  // A value the label already says ('A+' in 'A+ rating') is emphasised in the label, not said twice.
  const at = !isRating && badge.value ? badge.label.indexOf(badge.value) : -1;
  return (
    <>
      {isRating ? (
        <div className="flex flex-wrap items-center gap-2">
          <RatingStars value={rating} outOf={badge.outOf ?? 5} />
          <span className="font-bold text-slate-900">{ratingText(badge)}</span>
        </div>
      ) : (
        badge.value && at < 0 && <span className="text-xl font-extrabold text-brand">{badge.value}</span>
      )}
      {at >= 0 && badge.value ? (
        <span className="font-semibold text-slate-900">
          {badge.label.slice(0, at)}
          <span className="text-xl font-extrabold text-brand">{badge.value}</span>
          {badge.label.slice(at + badge.value.length)}
        </span>
      ) : (
        <span className="font-semibold text-slate-900">{badge.label}</span>
      )}
      {(badge.issuer || badge.year) && (
        <span className="text-sm text-slate-600">{[badge.issuer, badge.year].filter(Boolean).join(' · ')}</span>
      )}
    </>
  );
}

/** The partner's trust badges, in the order of the partner file. */
export function TrustBadges({ badges }: { badges: Badge[] }) {
  const copy = useFrameCopy();
  if (badges.length === 0) return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1" aria-label={copy.trustBadgesLabel} data-testid="trust-badges">
      {badges.map((badge, i) => (
        <li
          key={`${badge.type}-${i}`}
          data-badge-type={badge.type}
          className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
        >
          {badge.url ? (
            <a href={badge.url} className="flex flex-col gap-1 hover:underline" target="_blank" rel="noopener noreferrer">
              <BadgeBody badge={badge} />
            </a>
          ) : (
            <div className="flex flex-col gap-1">
              <BadgeBody badge={badge} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

import clsx from 'clsx';
import { Star } from 'lucide-react';
import { REVIEW_RATING_MAX } from '@store/shared/schemas/reviews';

interface StarRatingProps {
  /** From 0 to 5; fractions fill part of a star. */
  value: number;
  /** What a screen reader hears instead of the stars. */
  label: string;
  size?: 'sm' | 'md';
}

/** Five stars filled up to `value`, read out as `label`. */
export function StarRating({ value, label, size = 'sm' }: StarRatingProps) {
  const percent = Math.max(0, Math.min(1, value / REVIEW_RATING_MAX)) * 100;
  const starClass = size === 'md' ? 'size-5' : 'size-4';
  const stars = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => (
    <Star key={index} aria-hidden="true" className={clsx(starClass, 'shrink-0')} />
  ));
  return (
    <span role="img" aria-label={label} className="relative inline-flex">
      <span className="flex text-slate-300 dark:text-slate-600">{stars}</span>
      {/* The filled layer is clipped to the rating, so 4.5 shows four and a half stars. */}
      <span
        className="absolute inset-0 flex overflow-hidden text-amber-400 [&_svg]:fill-current"
        style={{ width: `${percent}%` }}
      >
        {stars}
      </span>
    </span>
  );
}

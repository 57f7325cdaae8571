import clsx from 'clsx';
import { REVIEW_RATING_MAX } from '@store/shared/schemas/reviews';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface RatingInputProps {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
}

const RATINGS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);

/** Whole stars from 1 to 5 as a radio group: arrow keys choose, hovering previews. */
export function RatingInput({ value, onChange, error }: RatingInputProps) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value ?? 0;

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">
        {t('product.reviews.form.rating')}
      </legend>
      <div
        className="flex w-fit gap-0.5"
        onMouseLeave={() => {
          setPreview(null);
        }}
      >
        {RATINGS.map((rating) => (
          <label
            key={rating}
            onMouseEnter={() => {
              setPreview(rating);
            }}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => {
                onChange(rating);
              }}
              className="sr-only"
            />
            <span className="sr-only">{t('product.reviews.form.stars', { count: rating })}</span>
            <Star
              aria-hidden="true"
              className={clsx(
                'size-7 transition-colors',
                rating <= shown
                  ? 'fill-amber-400 text-amber-400'
                  : 'text-slate-300 dark:text-slate-600',
              )}
            />
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-rose-700 dark:text-rose-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

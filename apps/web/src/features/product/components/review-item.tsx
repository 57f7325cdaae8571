import type { Review } from '@store/shared/schemas/reviews';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StarRating } from './star-rating';

/** One review: stars, author, date, the marks, and the comment as plain text. */
export function ReviewItem({ review }: { review: Review }) {
  const { t, i18n } = useTranslation();
  const date = new Date(review.createdAt);
  return (
    <article className="flex flex-col gap-2 py-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating
          value={review.rating}
          label={t('product.reviews.ratingLabel', { rating: review.rating })}
        />
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{review.user}</h3>
        <time dateTime={review.createdAt} className="text-sm text-slate-500 dark:text-slate-400">
          {new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(date)}
        </time>
        {review.verifiedPurchase ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('product.reviews.verified')}
          </span>
        ) : null}
        {review.own ? (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-500/20 dark:text-brand-200">
            {t('product.reviews.yours')}
          </span>
        ) : null}
      </div>
      {/* Plain text: React escapes it, and line breaks stay as the author wrote them. */}
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
        {review.comment}
      </p>
    </article>
  );
}

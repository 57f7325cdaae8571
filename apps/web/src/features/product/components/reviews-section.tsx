import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useReviews } from '../api/get-reviews';
import { usePostReview } from '../api/post-review';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { StatePanel } from '../../../ui/state-panel';
import { useAuthStore } from '../../../stores/auth';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { ReviewSignInPrompt } from './review-sign-in-prompt';
import { StarRating } from './star-rating';

/** The product's reviews, newest first and a page at a time, with the form to write one. */
export function ReviewsSection({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const signedIn = useAuthStore((state) => state.user !== null);
  const reviews = useReviews(productId);
  const post = usePostReview(productId);
  const first = reviews.data?.pages[0];
  const list = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  const own = list.find((review) => review.own);

  return (
    <section
      id="reviews"
      aria-labelledby="reviews-title"
      aria-busy={reviews.isPending}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10"
    >
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="reviews-title" className="text-2xl font-bold text-slate-900 dark:text-white">
            {t('product.reviews.title')}
          </h2>
          {first && first.count > 0 ? (
            <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              <span className="text-2xl font-extrabold text-slate-900 dark:text-white">
                {first.average.toFixed(1)}
              </span>
              <StarRating
                size="md"
                value={first.average}
                label={t('product.reviews.averageLabel', { average: first.average })}
              />
              {t('product.reviews.count', { count: first.count })}
            </p>
          ) : null}
        </div>
        {reviews.isError ? (
          <StatePanel variant="error" title={t('product.reviews.loadError')}>
            <Button variant="secondary" onClick={() => void reviews.refetch()}>
              {t('common.retry')}
            </Button>
          </StatePanel>
        ) : !first ? (
          <ReviewsSkeleton />
        ) : list.length === 0 ? (
          <StatePanel icon={MessageSquareText} title={t('product.reviews.empty')} />
        ) : (
          <>
            <ul className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {list.map((review) => (
                <li key={review._id}>
                  <ReviewItem review={review} />
                </li>
              ))}
            </ul>
            {reviews.hasNextPage ? (
              <div>
                <Button
                  variant="secondary"
                  pending={reviews.isFetchingNextPage}
                  onClick={() => void reviews.fetchNextPage()}
                >
                  {t('product.reviews.showMore')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
      <div className="lg:pt-12">
        {signedIn ? (
          // Keyed by the own review, so the form starts from it once it has loaded.
          <ReviewForm key={own?._id ?? 'new'} productId={productId} own={own} post={post} />
        ) : (
          <ReviewSignInPrompt />
        )}
      </div>
    </section>
  );
}

function ReviewsSkeleton() {
  const { t } = useTranslation();
  return (
    <div>
      <p role="status" className="sr-only">
        {t('product.reviews.loading')}
      </p>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          className="flex flex-col gap-2 border-b border-slate-200 py-5 dark:border-slate-800"
        >
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

import {
  REVIEW_COMMENT_MAX,
  REVIEW_COMMENT_MIN,
  REVIEW_EMAIL_UNVERIFIED,
  type Review,
} from '@store/shared/schemas/reviews';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, inputClasses } from '../../../ui/field';
import type { usePostReview } from '../api/post-review';
import { RatingInput } from './rating-input';

interface ReviewFormProps {
  productId: string;
  /** The reader's review already posted, which a new one replaces. */
  own: Review | undefined;
  /** Held by the section, so its outcome outlives the form starting again from the new review. */
  post: ReturnType<typeof usePostReview>;
}

interface FieldErrors {
  rating?: string;
  comment?: string;
}

/** Stars and a plain-text comment; one review per customer and product, a new one replaces it. */
export function ReviewForm({ productId, own, post }: ReviewFormProps) {
  const { t } = useTranslation();
  const [rating, setRating] = useState<number | null>(own?.rating ?? null);
  const [comment, setComment] = useState(own?.comment ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const length = comment.trim().length;
  const limits = { min: REVIEW_COMMENT_MIN, max: REVIEW_COMMENT_MAX };

  // A refused field is known by where the server says it is; its rule's words are here.
  const submitError = (error: Error) => {
    if (!(error instanceof ApiRequestError)) return t('product.reviews.form.failed');
    const refused = (field: string) => error.details.some((d) => d.path === `body.${field}`);
    if (refused('rating')) return t('product.reviews.form.ratingRequired');
    if (refused('comment')) return t('product.reviews.form.commentLength', limits);
    if (error.status === 401) return t('product.reviews.form.signedOut');
    if (error.code === REVIEW_EMAIL_UNVERIFIED) return t('product.reviews.form.unverified');
    return t('product.reviews.form.failed');
  };

  const handleSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (rating === null) found.rating = t('product.reviews.form.ratingRequired');
    if (length < REVIEW_COMMENT_MIN || length > REVIEW_COMMENT_MAX) {
      found.comment = t('product.reviews.form.commentLength', limits);
    }
    setErrors(found);
    if (rating === null || found.comment) return;
    post.mutate({ productId: Number(productId), rating, comment: comment.trim() });
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="review-form-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h3 id="review-form-title" className="text-lg font-bold text-slate-900 dark:text-white">
          {own ? t('product.reviews.form.updateTitle') : t('product.reviews.form.title')}
        </h3>
        {own ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('product.reviews.form.replaceNote')}
          </p>
        ) : null}
      </div>
      {post.isSuccess ? (
        <Alert tone="success">
          {post.data.replaced
            ? t('product.reviews.form.replaced')
            : t('product.reviews.form.posted')}
        </Alert>
      ) : null}
      {post.isError ? <Alert tone="error">{submitError(post.error)}</Alert> : null}
      <RatingInput
        value={rating}
        onChange={(value) => {
          setRating(value);
          setErrors((current) => ({ ...current, rating: undefined }));
        }}
        error={errors.rating}
      />
      <Field
        label={t('product.reviews.form.comment')}
        error={errors.comment}
        hint={
          <span className="flex justify-between gap-3">
            <span>{t('product.reviews.form.commentHint', limits)}</span>
            <span className="tabular-nums">
              {t('product.reviews.form.characterCount', { count: length, max: REVIEW_COMMENT_MAX })}
            </span>
          </span>
        }
        required
      >
        {(control) => (
          <textarea
            {...control}
            value={comment}
            maxLength={REVIEW_COMMENT_MAX}
            rows={4}
            onChange={(event) => {
              setComment(event.target.value);
            }}
            className={inputClasses(Boolean(errors.comment), 'h-auto min-h-28 py-2.5')}
          />
        )}
      </Field>
      <div>
        <Button type="submit" pending={post.isPending} className="w-full sm:w-auto">
          {post.isPending ? t('product.reviews.form.submitting') : t('product.reviews.form.submit')}
        </Button>
      </div>
    </form>
  );
}

import { ImageOff, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CartLineView } from '../hooks/use-cart-view';
import { DeleteLineButton } from './delete-line-button';

type NoticeView = Exclude<CartLineView, { status: 'ready' }>;

/**
 * A line that cannot show its product: still loading, not found (or failed), or not sold on
 * the stored platform group; the spec's texts (section 8), and a way to remove the line.
 */
export function CartLineNotice({ view }: { view: NoticeView }) {
  const { t } = useTranslation();

  if (view.status === 'loading') {
    return (
      <div className="flex items-center gap-3 py-4" aria-busy="true">
        <div
          aria-hidden="true"
          className="aspect-[3/4] w-16 shrink-0 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800"
        />
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t('cart.line.loading')}
        </p>
      </div>
    );
  }

  const title = view.status === 'platformMissing' ? view.product.title : undefined;
  return (
    <div className="flex items-center gap-3 py-4">
      <div
        aria-hidden="true"
        className="grid aspect-[3/4] w-16 shrink-0 place-items-center rounded-lg border border-dashed border-rose-300 bg-rose-50 text-rose-500 dark:border-rose-900 dark:bg-rose-950/40 dark:text-rose-300"
      >
        {view.status === 'error' ? (
          <TriangleAlert className="size-5" />
        ) : (
          <ImageOff className="size-5" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        {title ? (
          <p className="line-clamp-2 text-sm font-semibold text-slate-900 dark:text-white">
            {title}
          </p>
        ) : null}
        <p className="text-sm font-medium text-rose-700 dark:text-rose-300">
          {view.status === 'error' ? t('cart.line.notFound') : t('cart.line.platformNotFound')}
        </p>
        {view.status === 'error' ? (
          <button
            type="button"
            onClick={view.retry}
            className="mt-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          >
            {t('cart.line.retry')}
          </button>
        ) : null}
      </div>
      <DeleteLineButton line={view.line} title={title} />
    </div>
  );
}

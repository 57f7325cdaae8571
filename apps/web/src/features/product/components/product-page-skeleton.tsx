import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../ui/skeleton';

/** The product page's outline while the product loads, so nothing jumps when it arrives. */
export function ProductPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 lg:px-8">
      <p role="status" className="sr-only">
        {t('product.loading')}
      </p>
      <Skeleton className="h-4 w-64" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <div className="flex gap-4 sm:gap-6">
          <Skeleton className="aspect-[3/4] w-32 shrink-0 rounded-xl sm:w-44 lg:w-56" />
          <div className="flex flex-1 flex-col gap-3 sm:pt-2">
            <Skeleton className="h-8 w-4/5 sm:h-10" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-40" />
          </div>
        </div>
        <Skeleton className="h-96 rounded-2xl lg:col-start-2 lg:row-span-2 lg:row-start-1" />
        <Skeleton className="aspect-video rounded-2xl lg:col-start-1" />
      </div>
    </div>
  );
}

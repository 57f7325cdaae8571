import { Skeleton } from '../../../ui/skeleton';

/** Same footprint as a product card, so the shelf does not jump when products arrive. */
export function ProductCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <Skeleton className="aspect-[3/4] rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-5 w-1/3" />
      </div>
    </div>
  );
}

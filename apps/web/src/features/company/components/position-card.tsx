import type { CareerPosition } from '@store/shared/schemas/contact';
import { Clock, MapPin, Users, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';

function Detail({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="flex items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
      <dt className="sr-only">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** One open position: what it is, where, and a way to apply for it. */
export function PositionCard({
  position,
  onApply,
}: {
  position: CareerPosition;
  onApply: (positionId: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h3 id={titleId} className="text-lg font-bold text-slate-900 dark:text-white">
          {position.title}
        </h3>
        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-600 dark:text-slate-300">
          <Detail icon={Users} label={t('company.careers.positions.team')} value={position.team} />
          <Detail
            icon={MapPin}
            label={t('company.careers.positions.location')}
            value={position.location}
          />
          <Detail
            icon={Clock}
            label={t('company.careers.positions.employmentType')}
            value={t(`company.careers.types.${position.type}`)}
          />
        </dl>
      </div>
      <p className="text-sm leading-relaxed text-slate-700 dark:text-slate-300">
        {position.summary}
      </p>
      <div>
        <Button
          variant="secondary"
          aria-label={t('company.careers.positions.applyFor', { title: position.title })}
          onClick={() => {
            onApply(position._id);
          }}
        >
          {t('company.careers.positions.apply')}
        </Button>
      </div>
    </article>
  );
}

/** The shape of a position card while the list loads. */
export function PositionCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <Skeleton className="h-6 w-2/3" />
      <div className="flex gap-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-4 w-20" />
      </div>
      <Skeleton className="h-12" />
      <Skeleton className="h-10 w-24" />
    </div>
  );
}

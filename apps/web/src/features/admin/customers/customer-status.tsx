import clsx from 'clsx';
import type { CustomerListEntry } from '@store/shared/schemas/admin-customers';
import { useCustomersT } from './use-customers-t';

const TONES = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/50 dark:text-emerald-200 dark:ring-emerald-800',
  warn: 'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950/50 dark:text-amber-200 dark:ring-amber-800',
  bad: 'bg-rose-50 text-rose-800 ring-rose-200 dark:bg-rose-950/50 dark:text-rose-200 dark:ring-rose-800',
} as const;

function Badge({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  return (
    <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold ring-1', TONES[tone])}>
      {children}
    </span>
  );
}

/** Verified or not, locked, identity check required: as words, never by colour alone. */
export function CustomerStatusBadges({ status }: { status: CustomerListEntry['status'] }) {
  const { t } = useCustomersT();
  return (
    <div className="flex flex-wrap gap-1.5">
      {status.emailVerified ? (
        <Badge tone="good">{t('status.verified')}</Badge>
      ) : (
        <Badge tone="warn">{t('status.unverified')}</Badge>
      )}
      {status.locked ? <Badge tone="bad">{t('status.locked')}</Badge> : null}
      {status.identityRequireCheck ? <Badge tone="warn">{t('status.identityCheck')}</Badge> : null}
    </div>
  );
}

import { BadgeCheck, CalendarDays, CircleAlert, Mail, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthStore } from '../../../stores/auth';
import { Card } from '../../../ui/card';
import { LoyaltySummary } from './loyalty-summary';

/**
 * The dashboard's start: a greeting, the account's status and, passed in by the route, the
 * way to every section.
 */
export function DashboardOverview({ quickLinks }: { quickLinks: ReactNode }) {
  const { t, i18n } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const isEmailVerified = useAuthStore((state) => state.isEmailVerified);
  const hasMissingInfo = useAuthStore((state) => state.hasMissingInfo);
  useDocumentTitle(t('dashboard.nav.overview'));
  // The layout only renders pages for a signed-in user.
  if (!user) return null;

  const memberSince = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(
    new Date(user.createdAt),
  );
  const name = user.firstName && user.firstName !== 'Unknown' ? user.firstName : null;

  return (
    <div className="flex flex-col gap-6 pb-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
          {name
            ? t('dashboard.overview.greeting', { name })
            : t('dashboard.overview.greetingPlain')}
        </h1>
        <p className="mt-2 text-base text-slate-600 dark:text-slate-400">
          {t('dashboard.overview.intro')}
        </p>
      </div>

      <Card title={t('dashboard.overview.status.title')}>
        <dl className="grid gap-4 sm:grid-cols-3">
          <StatusItem icon={Mail} label={t('dashboard.overview.status.email')}>
            <span className="block truncate">{user.email}</span>
            <StatusBadge ok={isEmailVerified}>
              {isEmailVerified
                ? t('dashboard.overview.status.verified')
                : t('dashboard.overview.status.unverified')}
            </StatusBadge>
          </StatusItem>
          <StatusItem icon={UserRound} label={t('dashboard.overview.status.profile')}>
            <StatusBadge ok={!hasMissingInfo}>
              {hasMissingInfo
                ? t('dashboard.overview.status.incomplete')
                : t('dashboard.overview.status.complete')}
            </StatusBadge>
          </StatusItem>
          <StatusItem icon={CalendarDays} label={t('dashboard.overview.status.memberSince')}>
            {memberSince}
          </StatusItem>
        </dl>
      </Card>

      <LoyaltySummary />

      {quickLinks}
    </div>
  );
}

function StatusItem({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Mail;
  label: string;
  children: ReactNode;
}) {
  return (
    // A description list allows one wrapper around its term and details; the icon sits in the term.
    <div className="min-w-0">
      <dt className="flex items-start gap-3 text-sm font-medium text-slate-500 dark:text-slate-400">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
        {label}
      </dt>
      <dd className="mt-1 flex flex-col items-start gap-1.5 pl-8 text-sm font-semibold text-slate-900 dark:text-white">
        {children}
      </dd>
    </div>
  );
}

function StatusBadge({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Icon = ok ? BadgeCheck : CircleAlert;
  return (
    <span
      className={
        ok
          ? 'inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
          : 'inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-500/15 dark:text-amber-200'
      }
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {children}
    </span>
  );
}

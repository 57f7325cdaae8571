import clsx from 'clsx';
import { LoaderCircle, LogOut, Monitor, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { accountErrorMessage } from '../../../lib/account-error';
import { useMessageText } from '../../../lib/message-text';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { StatePanel } from '../../../ui/state-panel';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { describeDevice } from '../utils/describe-device';

/** The account's active sessions, this device marked, with a way to end all the others. */
export function SessionList() {
  const { t, i18n } = useTranslation();
  const messageText = useMessageText();
  const sessions = useSessions();
  const revoke = useRevokeOtherSessions();
  const dateTime = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  if (sessions.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <p className="sr-only">{t('account.sessions.loading')}</p>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (sessions.isError) {
    return (
      <StatePanel
        variant="error"
        title={t('account.sessions.error')}
        description={messageText(accountErrorMessage(sessions.error, 'sessions'))}
      >
        <Button variant="secondary" onClick={() => void sessions.refetch()}>
          {t('common.retry')}
        </Button>
      </StatePanel>
    );
  }

  const others = sessions.data.filter((session) => !session.current).length;
  const ordered = sessions.data.toSorted((a, b) => Number(b.current) - Number(a.current));

  return (
    <div className="flex flex-col gap-5">
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {ordered.map((session) => {
          const device = describeDevice(session.userAgent);
          const Icon = device.mobile ? Smartphone : Monitor;
          const name =
            device.browser && device.os
              ? t('account.sessions.device', { browser: device.browser, os: device.os })
              : (device.browser ?? device.os ?? t('account.sessions.unknownDevice'));
          return (
            <li key={session._id} className="flex items-start gap-3 px-4 py-3.5">
              <span
                aria-hidden="true"
                className={clsx(
                  'grid size-10 shrink-0 place-items-center rounded-lg',
                  session.current
                    ? 'bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200'
                    : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
                )}
              >
                <Icon className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
                  {name}
                  {session.current ? (
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
                      {t('account.sessions.thisDevice')}
                    </span>
                  ) : null}
                </p>
                <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-slate-600 dark:text-slate-400">
                  <span>
                    {t('account.sessions.lastActive', {
                      date: dateTime.format(new Date(session.lastSeenAt)),
                    })}
                  </span>
                  {session.ip ? <span>{t('account.sessions.ip', { ip: session.ip })}</span> : null}
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-500">
                  {t('account.sessions.signedIn', {
                    date: dateTime.format(new Date(session.createdAt)),
                  })}
                </p>
              </div>
            </li>
          );
        })}
      </ul>

      {revoke.isError ? (
        <Alert tone="error">{messageText(accountErrorMessage(revoke.error, 'sessions'))}</Alert>
      ) : revoke.isSuccess ? (
        <Alert tone="success">{t('account.sessions.revoked')}</Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            revoke.mutate();
          }}
          disabled={revoke.isPending || others === 0}
        >
          {revoke.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <LogOut aria-hidden="true" className="size-4" />
          )}
          {t('account.sessions.revokeOthers')}
        </Button>
        {others === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('account.sessions.noOthers')}
          </p>
        ) : null}
      </div>
    </div>
  );
}

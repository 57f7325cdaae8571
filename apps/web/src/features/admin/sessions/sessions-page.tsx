import type { StaffSessionsReply } from '@store/shared/schemas/staff';
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { StatePanel } from '../../../ui/state-panel';
import { AdminPageHeader } from '../components/admin-page-header';
import { QueryStates } from '../components/query-states';
import { useAdminT } from '../hooks/use-admin-t';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { useRevokeStaffSession, useStaffSessions } from './sessions-api';

/** /admin/sessions: where the member is signed in to the back office; any other session can be ended. */
export function SessionsPage() {
  const { t } = useAdminT();
  const errorText = useStaffErrorText();
  const sessions = useStaffSessions();
  return (
    <>
      <AdminPageHeader title={t('sessions.title')} intro={t('sessions.intro')} />
      <QueryStates
        query={sessions}
        loadingTitle={t('sessions.loading')}
        errorTitle={t('sessions.loadError')}
        errorText={errorText}
      >
        {(data) => <SessionList sessions={data.sessions} />}
      </QueryStates>
    </>
  );
}

/** The sessions, each but this one with its End button, and how the last ending went. */
function SessionList({ sessions }: { sessions: StaffSessionsReply['sessions'] }) {
  const { t } = useAdminT();
  const formatDateTime = useFormatDateTime();
  const errorText = useStaffErrorText();
  const revoke = useRevokeStaffSession();
  const [revoked, setRevoked] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      {revoke.isError ? (
        <Alert tone="error">
          {t('sessions.revokeFailed')} {errorText(revoke.error)}
        </Alert>
      ) : revoked ? (
        <Alert tone="success">{t('sessions.revoked')}</Alert>
      ) : null}
      {sessions.length === 0 ? (
        <StatePanel icon={MonitorSmartphone} title={t('sessions.empty')} />
      ) : (
        <ul aria-label={t('sessions.list')} className="flex flex-col gap-3">
          {sessions.map((session) => {
            const device = session.userAgent ?? t('sessions.unknownDevice');
            return (
              <li
                key={session._id}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900"
              >
                <div className="min-w-0 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900 dark:text-white">
                    <span className="truncate" title={device}>
                      {device}
                    </span>
                    {session.current ? (
                      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
                        {t('sessions.current')}
                      </span>
                    ) : null}
                  </p>
                  <p className="mt-1 text-slate-600 dark:text-slate-400">
                    {session.ip ?? t('sessions.unknownAddress')} ·{' '}
                    {t('sessions.started', { date: formatDateTime(session.createdAt) })}
                  </p>
                  <p className="text-slate-600 dark:text-slate-400">
                    {t('sessions.lastSeen', { date: formatDateTime(session.lastSeenAt) })} ·{' '}
                    {t('sessions.expires', { date: formatDateTime(session.expiresAt) })}
                  </p>
                </div>
                {session.current ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('sessions.revokeLabel', { device })}
                    pending={revoke.isPending && revoke.variables === session._id}
                    disabled={revoke.isPending}
                    onClick={() => {
                      setRevoked(false);
                      revoke.mutate(session._id, {
                        onSuccess: () => {
                          setRevoked(true);
                        },
                      });
                    }}
                  >
                    {t('sessions.revoke')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

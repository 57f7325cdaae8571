import { STAFF_ROLES, type StaffRole } from '@store/shared/schemas/staff';
import type { StaffListEntry, StaffListReply } from '@store/shared/schemas/admin-staff';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { inputClasses } from '../../../ui/field';
import { useStaffMember } from '../admin-api';
import { AdminPageHeader } from '../components/admin-page-header';
import { QueryStates } from '../components/query-states';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { InviteDialog } from './invite-dialog';
import { useChangeStaffRole, useDeactivateStaff, useStaffList } from './staff-api';
import { useStaffAdminErrorText, useStaffT } from './use-staff-t';

/** /admin/staff: the members, their roles, deactivation, and invitations (admins). */
export function StaffPage() {
  const { t } = useStaffT();
  const errorText = useStaffAdminErrorText();
  const formatDateTime = useFormatDateTime();
  const list = useStaffList();
  const [inviting, setInviting] = useState(false);
  const [deactivating, setDeactivating] = useState<StaffListEntry>();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();

  return (
    <>
      <AdminPageHeader title={t('title')} intro={t('intro')} />
      <QueryStates
        query={list}
        loadingTitle={t('loading')}
        errorTitle={t('loadError')}
        errorText={errorText}
      >
        {(data) => (
          <div className="flex flex-col gap-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : <span />}
              <Button
                onClick={() => {
                  setNotice(undefined);
                  setInviting(true);
                }}
              >
                <UserPlus aria-hidden="true" className="size-4" />
                {t('invite')}
              </Button>
            </div>
            <ul
              aria-label={t('members')}
              className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
            >
              {data.members.map((member) => (
                <MemberRow
                  key={member._id}
                  member={member}
                  formatDateTime={formatDateTime}
                  onNotice={setNotice}
                  onDeactivate={() => {
                    setNotice(undefined);
                    setDeactivating(member);
                  }}
                />
              ))}
            </ul>
            <Invitations invitations={data.invitations} formatDateTime={formatDateTime} />
          </div>
        )}
      </QueryStates>
      {inviting ? (
        <InviteDialog
          onClose={() => {
            setInviting(false);
          }}
          onSent={(email) => {
            setInviting(false);
            setNotice({ tone: 'success', text: t('inviteDialog.sent', { email }) });
          }}
        />
      ) : null}
      {deactivating ? (
        <DeactivateDialog
          member={deactivating}
          onClose={() => {
            setDeactivating(undefined);
          }}
          onDone={() => {
            setDeactivating(undefined);
            setNotice({ tone: 'success', text: t('deactivated', { email: deactivating.email }) });
          }}
        />
      ) : null}
    </>
  );
}

/** The open invitations: who, with which role, until when. */
function Invitations({
  invitations,
  formatDateTime,
}: {
  invitations: StaffListReply['invitations'];
  formatDateTime: (iso: string) => string;
}) {
  const { t } = useStaffT();
  return (
    <section aria-label={t('invitations')}>
      <h2 className="mb-2 text-base font-bold text-slate-900 dark:text-white">
        {t('invitations')}
      </h2>
      {invitations.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('noInvitations')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {invitations.map((invitation) => (
            <li
              key={invitation._id}
              className="rounded-lg border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="font-semibold break-all">{invitation.email}</span>{' '}
              <span className="text-slate-600 dark:text-slate-400">
                {t('invitationExpires', {
                  role: t(`roles.${invitation.role}`),
                  date: formatDateTime(invitation.expiresAt),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface MemberRowProps {
  member: StaffListEntry;
  formatDateTime: (iso: string) => string;
  onNotice: (notice: { tone: 'success' | 'error'; text: string }) => void;
  onDeactivate: () => void;
}

function MemberRow({ member, formatDateTime, onNotice, onDeactivate }: MemberRowProps) {
  const { t } = useStaffT();
  const errorText = useStaffAdminErrorText();
  const me = useStaffMember();
  const changeRole = useChangeStaffRole();
  const isMe = me._id === member._id;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-all">
          {member.firstName ? `${member.firstName} · ` : ''}
          {member.email}
          {isMe ? (
            <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">({t('you')})</span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {member.active ? t('active') : t('inactive')} ·{' '}
          {member.enrolled ? t('enrolled') : t('notEnrolled')} ·{' '}
          {member.lastSignInAt
            ? t('lastSignIn', { date: formatDateTime(member.lastSignInAt) })
            : t('neverSignedIn')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={`role-${member._id}`}>
          {t('roleOf', { email: member.email })}
        </label>
        <select
          id={`role-${member._id}`}
          className={inputClasses(false, 'h-9 w-40')}
          value={member.role}
          disabled={isMe || !member.active || changeRole.isPending}
          onChange={(event) => {
            const role = event.target.value as StaffRole;
            changeRole.mutate(
              { id: member._id, role },
              {
                onSuccess: () => {
                  onNotice({
                    tone: 'success',
                    text: t('roleChanged', { email: member.email, role: t(`roles.${role}`) }),
                  });
                },
                onError: (error) => {
                  onNotice({ tone: 'error', text: `${t('failed')} ${errorText(error)}` });
                },
              },
            );
          }}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
        {member.active && !isMe ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('deactivateLabel', { email: member.email })}
            onClick={onDeactivate}
          >
            {t('deactivate')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function DeactivateDialog({
  member,
  onClose,
  onDone,
}: {
  member: StaffListEntry;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useStaffT();
  const errorText = useStaffAdminErrorText();
  const deactivate = useDeactivateStaff();
  return (
    <Dialog
      role="alertdialog"
      title={t('deactivateDialog.title', { email: member.email })}
      description={t('deactivateDialog.description')}
      closeLabel={t('deactivateDialog.cancel')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('deactivateDialog.cancel')}
          </Button>
          <Button
            pending={deactivate.isPending}
            onClick={() => {
              deactivate.mutate(member._id, { onSuccess: onDone });
            }}
          >
            {t('deactivateDialog.confirm')}
          </Button>
        </>
      }
    >
      {deactivate.isError ? (
        <Alert tone="error">
          {t('failed')} {errorText(deactivate.error)}
        </Alert>
      ) : null}
    </Dialog>
  );
}

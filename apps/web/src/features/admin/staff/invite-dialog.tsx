import { STAFF_ROLES, type StaffRole } from '@store/shared/schemas/staff';
import { useRef, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, inputClasses } from '../../../ui/field';
import { TextField } from '../../../ui/text-field';
import { useInviteStaff } from './staff-api';
import { useStaffAdminErrorText, useStaffT } from './use-staff-t';

/** Asks for an address and a role, then mails the invitation. */
export function InviteDialog({
  onClose,
  onSent,
}: {
  onClose: () => void;
  onSent: (email: string) => void;
}) {
  const { t } = useStaffT();
  const errorText = useStaffAdminErrorText();
  const invite = useInviteStaff();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      title={t('inviteDialog.title')}
      description={t('inviteDialog.description')}
      closeLabel={t('inviteDialog.cancel')}
      initialFocusRef={field}
      size="md"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        const address = email.trim();
        if (!address) {
          setMissing(true);
          field.current?.focus();
          return;
        }
        invite.mutate({ email: address, role }, { onSuccess: () => onSent(address) });
      }}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('inviteDialog.cancel')}
          </Button>
          <Button type="submit" pending={invite.isPending}>
            {t('inviteDialog.send')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {invite.isError ? <Alert tone="error">{errorText(invite.error)}</Alert> : null}
        <TextField
          ref={field}
          label={t('inviteDialog.email')}
          type="email"
          autoComplete="off"
          required
          maxLength={254}
          value={email}
          error={missing ? t('accept.required') : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setMissing(false);
          }}
        />
        <Field label={t('inviteDialog.role')}>
          {(control) => (
            <select
              {...control}
              className={inputClasses()}
              value={role}
              onChange={(event) => {
                setRole(event.target.value as StaffRole);
              }}
            >
              {STAFF_ROLES.map((option) => (
                <option key={option} value={option}>
                  {t(`roles.${option}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </Dialog>
  );
}

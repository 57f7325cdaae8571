import type { StaffMember } from '@store/shared/schemas/staff';
import { useState, type SyntheticEvent } from 'react';
import { ApiRequestError } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useStaffVerify } from '../admin-api';
import { useAdminT } from '../hooks/use-admin-t';
import { useStaffErrorText } from '../hooks/use-staff-error-text';

const APP_CODE = /^\d{6}$/;
const RECOVERY_CODE = /^[a-z2-9]{5}-?[a-z2-9]{5}$/i;

interface CodeStepProps {
  /** An enrolled member may use a recovery code instead; a new authenticator has none yet. */
  allowRecovery: boolean;
  onSignedIn: (member: StaffMember, recoveryCodes: string[] | undefined) => void;
  /** Back to the password, with the reason when the server asked for it. */
  onRestart: (notice?: string) => void;
}

/** The second step: the six-digit code from the app, or one recovery code. */
export function CodeStep({ allowRecovery, onSignedIn, onRestart }: CodeStepProps) {
  const { t } = useAdminT();
  const errorText = useStaffErrorText();
  const verify = useStaffVerify();
  const [mode, setMode] = useState<'app' | 'recovery'>('app');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);

  const recovery = mode === 'recovery';
  const refusedCode =
    verify.error instanceof ApiRequestError && verify.error.code === 'INVALID_CODE';

  const handleSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entered = recovery ? value.trim() : value.replace(/\s/g, '');
    const valid = (recovery ? RECOVERY_CODE : APP_CODE).test(entered);
    setInvalid(!valid);
    if (!valid) return;
    verify.mutate(recovery ? { recoveryCode: entered } : { code: entered }, {
      onSuccess: (reply) => {
        onSignedIn(reply.staff, reply.recoveryCodes);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.code === 'CHALLENGE_EXPIRED') {
          onRestart(errorText(error));
        }
      },
    });
  };

  const fieldError = invalid
    ? t(recovery ? 'signIn.recoveryCodeInvalid' : 'signIn.codeInvalid')
    : refusedCode
      ? errorText(verify.error)
      : undefined;

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      {verify.isError && !refusedCode ? (
        <Alert tone="error">{errorText(verify.error)}</Alert>
      ) : null}
      {recovery ? (
        <TextField
          key="recovery"
          label={t('signIn.recoveryCode')}
          hint={`${t('signIn.recoveryIntro')} ${t('signIn.recoveryCodeHint')}`}
          name="recoveryCode"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={20}
          value={value}
          error={fieldError}
          onChange={(event) => {
            setValue(event.target.value);
          }}
        />
      ) : (
        <TextField
          key="app"
          label={allowRecovery ? t('signIn.code') : t('signIn.enrolCode')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          required
          maxLength={7}
          value={value}
          error={fieldError}
          inputClassName="font-mono text-lg tracking-[0.3em]"
          onChange={(event) => {
            setValue(event.target.value);
          }}
        />
      )}
      <Button type="submit" size="lg" pending={verify.isPending}>
        {allowRecovery ? t('signIn.verify') : t('signIn.confirm')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        {allowRecovery ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setMode(recovery ? 'app' : 'recovery');
              setValue('');
              setInvalid(false);
              verify.reset();
            }}
          >
            {recovery ? t('signIn.useAppCode') : t('signIn.useRecoveryCode')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            onRestart();
          }}
        >
          {t('signIn.startAgain')}
        </Button>
      </div>
    </form>
  );
}

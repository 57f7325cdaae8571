import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import type { User } from '@store/shared/schemas/auth';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountErrorMessage } from '../../../lib/account-error';
import { useMessageText } from '../../../lib/message-text';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { TextField } from '../../../ui/text-field';
import { PasswordInput } from '../../../ui/password-input';
import { useUpdateSettings } from '../api/update-settings';
import { EmailField } from '../utils/profile-fields';

interface EmailChangeFormProps {
  user: User;
  /** Asked for: the server has ended the session (spec section 7); the link is on its way. */
  onRequested: (pendingEmail: string) => void;
}

type Problem = { field: 'email' | 'currentPassword'; message: string };

/**
 * A new e-mail address for the account. The current password is asked for once a new address
 * is typed (accounts that sign in only through a social provider have none); the address
 * changes only when the link mailed to it is opened.
 */
export function EmailChangeForm({ user, onRequested }: EmailChangeFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const settings = useUpdateSettings();
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const asksPassword = user.hasPassword && email.trim() !== '';

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = EmailField.safeParse(email);
    if (!parsed.success) {
      setProblem({ field: 'email', message: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    const newEmail = parsed.data.toLowerCase();
    if (newEmail === user.email.toLowerCase()) {
      setProblem({ field: 'email', message: t('accountEmail.change.same') });
      return;
    }
    if (user.hasPassword && currentPassword === '') {
      setProblem({ field: 'currentPassword', message: AUTH_MESSAGES.currentPasswordRequired });
      return;
    }
    setProblem(null);
    settings.mutate(
      { userId: user._id, email: newEmail, ...(user.hasPassword ? { currentPassword } : {}) },
      {
        onSuccess: (reply) => {
          onRequested(reply.pendingEmail ?? newEmail);
        },
      },
    );
  };

  const errorOf = (field: Problem['field']) =>
    problem?.field === field ? messageText(problem.message) : undefined;

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      {settings.isError ? (
        <Alert tone="error">{messageText(accountErrorMessage(settings.error, 'settings'))}</Alert>
      ) : null}
      <div className="text-sm">
        <p className="font-semibold text-slate-800 dark:text-slate-200">
          {t('accountEmail.change.current')}
        </p>
        <p className="mt-1 break-words text-slate-700 dark:text-slate-300">{user.email}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('accountEmail.change.newEmail')}
          error={errorOf('email')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
          type="email"
          autoComplete="email"
        />
        {asksPassword ? (
          <Field
            label={t('accountEmail.change.currentPassword')}
            error={errorOf('currentPassword')}
            hint={t('accountEmail.change.passwordHint')}
            required
          >
            {(control) => (
              <PasswordInput
                {...control}
                value={currentPassword}
                onChange={(event) => {
                  setCurrentPassword(event.target.value);
                }}
                autoComplete="current-password"
                invalid={Boolean(errorOf('currentPassword'))}
              />
            )}
          </Field>
        ) : null}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('accountEmail.change.note')}</p>
      <div>
        <Button
          type="submit"
          pending={settings.isPending}
          disabled={settings.isPending || email.trim() === ''}
          className="w-full sm:w-auto"
        >
          {t('accountEmail.change.submit')}
        </Button>
      </div>
    </form>
  );
}

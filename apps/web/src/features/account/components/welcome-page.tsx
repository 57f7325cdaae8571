import { useQuery } from '@tanstack/react-query';
import type { UpdateSettingsReply, User } from '@store/shared/schemas/auth';
import clsx from 'clsx';
import { Check, LogOut } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMe } from '../api/get-me';
import { logout } from '../api/logout';
import type { EmailChangeRequestedState } from './email-change-requested-notice';
import { IdentityStep } from './identity-step';
import { ProfileForm } from './profile-form';
import { ResendCodeButton } from './resend-code-button';
import { VerifyEmailForm } from './verify-email-form';
import { missingProfileFields, PROFILE_FIELDS } from '../utils/profile-fields';
import { lookupQueryOptions } from '../../../lib/get-lookup';
import { loginPath } from '../../../lib/auth-redirect';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthStore } from '../../../stores/auth';
import { Button } from '../../../ui/button';
import { PageLoading } from '../../../ui/page-loading';
import { LoadErrorPanel } from '../../../ui/load-error-panel';

/**
 * The restricted layout's only page (spec section 2): verify the e-mail address, complete the
 * profile, and verify the identity when the store asks. Shown on every path until all are done.
 */
export function WelcomePage() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const me = useMe();
  useDocumentTitle(t('welcome.documentTitle'));

  if (user) return <WelcomeSteps user={user} />;
  if (me.isError) {
    return (
      <LoadErrorPanel
        title={t('welcome.loadError')}
        description={t('welcome.loadErrorDescription')}
        onRetry={() => void me.refetch()}
      />
    );
  }
  // A remembered session is being confirmed with the server.
  return <PageLoading />;
}

function WelcomeSteps({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const isEmailVerified = useAuthStore((state) => state.isEmailVerified);
  const hasMissingInfo = useAuthStore((state) => state.hasMissingInfo);
  const identityRequireCheck = useAuthStore((state) => state.identityRequireCheck);
  const missing = useMemo(() => {
    const fields = missingProfileFields(user);
    // The server's flag rules; should our reading find nothing, ask for every field.
    return fields.length > 0 ? fields : PROFILE_FIELDS;
  }, [user]);
  const countries = useQuery({
    ...lookupQueryOptions('countries'),
    enabled: hasMissingInfo && missing.includes('country'),
  });

  const handleSignOut = async () => {
    await logout();
    await navigate('/login');
  };

  const handleProfileSaved = ({ pendingEmail }: UpdateSettingsReply) => {
    // The server has ended the session; it is forgotten once the sign-in page shows, so the
    // page underneath the welcome page never flashes. A new e-mail address waits for its link,
    // and the sign-in page says where it went.
    useAuthStore.getState().signOutOnSignInPage(pendingEmail ? null : 'profileSaved');
    const state: EmailChangeRequestedState | undefined = pendingEmail
      ? { pendingEmail }
      : undefined;
    void navigate(loginPath(location), { replace: true, state });
  };

  const name = user.firstName && user.firstName !== 'Unknown' ? user.firstName : null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
            {t('welcome.eyebrow')}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {name ? t('welcome.titleNamed', { name }) : t('welcome.title')}
          </h1>
          <p className="mt-3 max-w-xl text-base text-slate-600 dark:text-slate-400">
            {t('welcome.intro')}
          </p>
        </div>
        <Button variant="ghost" onClick={() => void handleSignOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          {t('welcome.signOut')}
        </Button>
      </div>

      <ol className="mt-10 flex flex-col gap-5">
        <WelcomeStep number={1} title={t('welcome.verify.title')} done={isEmailVerified}>
          {isEmailVerified ? (
            <p>{t('welcome.verify.done', { email: user.email })}</p>
          ) : (
            <div className="flex flex-col gap-5">
              <p>{t('welcome.verify.description', { email: user.email })}</p>
              <VerifyEmailForm
                linkCode={params.get('code')}
                onLinkCodeUsed={() => {
                  setParams(
                    (current) => {
                      current.delete('code');
                      return current;
                    },
                    { replace: true },
                  );
                }}
              />
              <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
                <p className="mb-3 text-sm">{t('welcome.verify.noCode')}</p>
                <ResendCodeButton email={user.email} />
              </div>
            </div>
          )}
        </WelcomeStep>

        <WelcomeStep number={2} title={t('welcome.profile.title')} done={!hasMissingInfo}>
          {hasMissingInfo ? (
            <div className="flex flex-col gap-5">
              <p>{t('welcome.profile.description')}</p>
              <ProfileForm
                user={user}
                fields={missing}
                countries={countries.data}
                countriesFailed={countries.isError}
                sendAll
                submitLabel={t('welcome.profile.submit')}
                onSaving={() => {
                  useAuthStore.getState().setWelcomePageLoading(true);
                }}
                onSaved={handleProfileSaved}
                onFailed={() => {
                  useAuthStore.getState().setWelcomePageLoading(false);
                }}
              />
            </div>
          ) : (
            <p>{t('welcome.profile.done')}</p>
          )}
        </WelcomeStep>

        {identityRequireCheck ? (
          <WelcomeStep number={3} title={t('identityCheck.title')} done={false}>
            <IdentityStep />
          </WelcomeStep>
        ) : null}
      </ol>
    </div>
  );
}

interface WelcomeStepProps {
  number: number;
  title: string;
  done: boolean;
  children: ReactNode;
}

function WelcomeStep({ number, title, done, children }: WelcomeStepProps) {
  const { t } = useTranslation();
  return (
    <li
      className={clsx(
        'rounded-2xl border p-5 sm:p-6',
        done
          ? 'border-slate-200 bg-slate-50/70 dark:border-slate-800 dark:bg-slate-900/50'
          : 'border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
      )}
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={clsx(
            'grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold',
            done
              ? 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/20 dark:text-emerald-300'
              : 'bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950',
          )}
        >
          {done ? <Check className="size-4" strokeWidth={3} /> : number}
        </span>
        <h2 className="text-lg font-bold text-slate-900 dark:text-white">{title}</h2>
        <span
          className={clsx(
            'ml-auto shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
            done
              ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
              : 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
          )}
        >
          {done ? t('welcome.stepDone') : t('welcome.stepTodo')}
        </span>
      </div>
      <div className="mt-4 text-sm text-slate-700 sm:pl-11 dark:text-slate-300">{children}</div>
    </li>
  );
}

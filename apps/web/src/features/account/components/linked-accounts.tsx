import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PROVIDER_NAMES, type SocialProviderId } from '@store/shared/schemas/social-auth';
import { accountErrorMessage } from '../../../lib/account-error';
import { useMessageText } from '../../../lib/message-text';
import { useAuthStore } from '../../../stores/auth';
import { notify } from '../../../stores/notices';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { StatePanel } from '../../../ui/state-panel';
import { useSocialAccounts } from '../api/get-social-accounts';
import { useStartSocialLink } from '../api/start-social-link';
import { socialLinkErrorCode, useLinkErrorText } from '../hooks/use-link-error-text';
import { useLinkReturn } from '../hooks/use-link-return';
import { LinkedAccountRow } from './linked-account-row';
import { SignInAgainPrompt } from './sign-in-again-prompt';
import { UnlinkAccountDialog } from './unlink-account-dialog';

/** What stands in the way of a link: a sign-in that is too old, or a refusal to explain. */
type Problem =
  { kind: 'sign-in' } | { kind: 'refused'; failure: unknown; provider: SocialProviderId };

/**
 * Google and Discord on the security page: link one (a trip to the provider, after a recent
 * sign-in), unlink one after confirming (never the last way to sign in), and what came of it.
 */
export function LinkedAccounts() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const errorText = useLinkErrorText();
  const accounts = useSocialAccounts();
  const start = useStartSocialLink();
  const linkReturn = useLinkReturn();
  // Only a real address gets this far: a made-up one keeps the customer on the welcome page.
  const email = useAuthStore((state) => state.user?.email ?? null);
  const [problem, setProblem] = useState<Problem | null>(() => {
    if (!linkReturn?.error) return null;
    return linkReturn.error === 'REAUTH_REQUIRED'
      ? { kind: 'sign-in' }
      : { kind: 'refused', failure: linkReturn.error, provider: linkReturn.provider };
  });
  const [unlinking, setUnlinking] = useState<SocialProviderId | null>(null);

  // Back from the provider with the account linked: said once, in the notice area.
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current || !linkReturn || linkReturn.error) return;
    announced.current = true;
    const provider = SOCIAL_PROVIDER_NAMES[linkReturn.provider];
    notify({ tone: 'success', message: t('linkedAccounts.linkedNotice', { provider }) });
  }, [linkReturn, t]);

  if (accounts.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <p className="sr-only">{t('linkedAccounts.loading')}</p>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (accounts.isError) {
    return (
      <StatePanel
        variant="error"
        title={t('linkedAccounts.loadError')}
        description={messageText(accountErrorMessage(accounts.error, 'linkedAccounts'))}
      >
        <Button variant="secondary" onClick={() => void accounts.refetch()}>
          {t('common.retry')}
        </Button>
      </StatePanel>
    );
  }

  const { hasPassword } = accounts.data;
  const linkedCount = accounts.data.accounts.filter((account) => account.linked).length;
  // Still pending after success too: the browser is on its way to the provider.
  const leavingFor = start.isPending || start.isSuccess ? start.variables : undefined;

  const link = (provider: SocialProviderId) => {
    setProblem(null);
    start.mutate(provider, {
      onError: (failure) => {
        setProblem(
          socialLinkErrorCode(failure) === 'REAUTH_REQUIRED'
            ? { kind: 'sign-in' }
            : { kind: 'refused', failure, provider },
        );
      },
    });
  };

  return (
    <div className="flex flex-col gap-5">
      {problem?.kind === 'sign-in' ? <SignInAgainPrompt /> : null}
      {problem?.kind === 'refused' ? (
        <Alert tone="error">{errorText(problem.failure, problem.provider)}</Alert>
      ) : null}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {accounts.data.accounts.map((account) => (
          <LinkedAccountRow
            key={account.provider}
            account={account}
            onlyWay={account.linked && !hasPassword && linkedCount === 1}
            email={email}
            linking={leavingFor === account.provider}
            busy={leavingFor !== undefined}
            onLink={() => {
              link(account.provider);
            }}
            onUnlink={() => {
              setProblem(null);
              setUnlinking(account.provider);
            }}
          />
        ))}
      </ul>
      {unlinking ? (
        <UnlinkAccountDialog
          provider={unlinking}
          onClose={() => {
            setUnlinking(null);
          }}
          onDone={() => {
            setUnlinking(null);
            const provider = SOCIAL_PROVIDER_NAMES[unlinking];
            notify({ tone: 'success', message: t('linkedAccounts.unlinkedNotice', { provider }) });
          }}
        />
      ) : null}
    </div>
  );
}

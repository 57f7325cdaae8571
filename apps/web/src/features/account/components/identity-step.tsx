import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SANDBOX_IDENTITY_NAMES,
  type IdentityVerification,
  type IdentityVerificationReply,
  type VerificationStatusMessage,
} from '@store/shared/schemas/identity';
import { ExternalLink, LifeBuoy, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIdentityChannel } from '../../../lib/live/use-identity-channel';
import { useAuthStore } from '../../../stores/auth';
import { useNoticesStore } from '../../../stores/notices';
import { Alert } from '../../../ui/alert';
import { Button, buttonClasses } from '../../../ui/button';
import { StatePanel } from '../../../ui/state-panel';
import { meQueryOptions } from '../api/get-me';
import {
  IDENTITY_QUERY_KEY,
  identityVerificationQueryOptions,
  useStartIdentityVerification,
} from '../api/identity-verification';
import { useIdentityReasonText, useIdentityRefusalText } from '../hooks/use-identity-error-text';
import { IdentityPhotosForm } from './identity-photos-form';

/** While no live message can arrive, an answer that may change is asked for this often. */
const POLL_MS = 5000;

/** Whether the page is waiting for the provider: the answer may change by itself. */
function isWaiting(verification: IdentityVerification | null): boolean {
  if (!verification) return false;
  if (verification.status === 'rejected') return verification.ticketId === null;
  return verification.status === 'manual_review' || verification.documentsReceived;
}

/**
 * The welcome page's "Verify your identity" step (spec sections 1 to 4): start a check, send
 * the photos (the sandbox) or continue at the provider (Stripe Identity), and follow the
 * `verificationStatus` live on `/identity`. Verified lifts the restriction at once; another
 * document, a person's review and a rejection each say what happens next.
 */
export function IdentityStep() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const handleMessage = useCallback(
    (message: VerificationStatusMessage) => {
      useAuthStore.getState().applyVerificationStatus(message);
      void queryClient.invalidateQueries({ queryKey: IDENTITY_QUERY_KEY });
      if (message.status === 'verified') {
        useNoticesStore
          .getState()
          .notify({ tone: 'success', message: t('identityCheck.status.verified') });
        // The server's fresh answer confirms what the message said.
        void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
      }
    },
    [queryClient, t],
  );
  const live = useIdentityChannel(handleMessage);
  const query = useQuery({
    ...identityVerificationQueryOptions(),
    refetchInterval: (current) =>
      live !== 'connected' && isWaiting(current.state.data?.verification ?? null) ? POLL_MS : false,
  });

  if (query.isPending) {
    return <StatePanel variant="loading" title={t('identityCheck.loading')} />;
  }
  if (query.isError) {
    return (
      <StatePanel
        variant="error"
        title={t('identityCheck.loadError')}
        description={t('identityCheck.loadErrorDescription')}
      >
        <Button onClick={() => void query.refetch()}>{t('identityCheck.retry')}</Button>
      </StatePanel>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <IdentityState reply={query.data} />
      {live !== 'connected' && isWaiting(query.data.verification) ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('identityCheck.status.live')}
        </p>
      ) : null}
    </div>
  );
}

/** What the step shows for where the check stands; live messages win over the last answer. */
function IdentityState({ reply }: { reply: IdentityVerificationReply }) {
  const { t } = useTranslation();
  const reasonText = useIdentityReasonText();
  const liveStatus = useAuthStore((state) => state.verificationStatus);
  const liveError = useAuthStore((state) => state.verificationError);
  const { verification } = reply;
  if (!verification) return <StartCheck reply={reply} />;
  const status = liveStatus ?? verification.status;
  const error = liveStatus ? liveError : verification.error;
  // A status newer than the answer: photos asked for again are gone from the provider.
  const documentsReceived = status === verification.status && verification.documentsReceived;

  switch (status) {
    // Still asked after a verified check: staff asked again, and a new check is due.
    case 'verified':
      return <StartCheck reply={reply} />;
    case 'rejected':
      return <Rejected verification={verification} reason={error} reply={reply} />;
    case 'manual_review':
      return (
        <Waiting
          title={t('identityCheck.status.manualReview')}
          text={t('identityCheck.status.manualReviewText')}
        />
      );
    case 'processing_verification':
    case 'requires_input':
      if (documentsReceived) {
        return (
          <Waiting
            title={t('identityCheck.status.checking')}
            text={t('identityCheck.status.checkingText')}
            busy
          />
        );
      }
      return (
        <div className="flex flex-col gap-4">
          {status === 'requires_input' ? (
            <Alert tone="error">
              <strong className="block">{t('identityCheck.status.requiresInput')}</strong>
              {error ? `${reasonText(error)} ` : null}
              {t('identityCheck.status.requiresInputText')}
            </Alert>
          ) : (
            <p>{t('identityCheck.intro')}</p>
          )}
          <CarryOn verification={verification} />
        </div>
      );
  }
}

/** No check yet: what it takes, and the button that starts one. */
function StartCheck({
  reply,
  again = false,
}: {
  reply: IdentityVerificationReply;
  again?: boolean;
}) {
  const { t } = useTranslation();
  const refusalText = useIdentityRefusalText();
  const start = useStartIdentityVerification();
  return (
    <div className="flex flex-col gap-4">
      {again ? null : <p>{t('identityCheck.intro')}</p>}
      {reply.provider === 'sandbox' ? <SandboxNames /> : null}
      {start.isError ? (
        <Alert tone="error">
          {t('identityCheck.failed')} {refusalText(start.error)}
        </Alert>
      ) : null}
      <div>
        <Button
          variant={again ? 'secondary' : 'primary'}
          pending={start.isPending}
          onClick={() => {
            start.mutate();
          }}
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          {again ? t('identityCheck.status.startAgain') : t('identityCheck.start')}
        </Button>
      </div>
    </div>
  );
}

/** An open check: the sandbox's photos here, or the provider's own page. */
function CarryOn({ verification }: { verification: IdentityVerification }) {
  const { t } = useTranslation();
  if (verification.provider === 'sandbox' && verification.verificationSecret) {
    return (
      <>
        <SandboxNames />
        <IdentityPhotosForm verificationSecret={verification.verificationSecret} />
      </>
    );
  }
  if (!verification.verificationUrl) return null;
  return (
    <div className="flex flex-col gap-3">
      <p>{t('identityCheck.provider.text')}</p>
      <div>
        <a href={verification.verificationUrl} className={buttonClasses()}>
          {t('identityCheck.provider.continue')}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
    </div>
  );
}

/** The provider is at work, or a person: the page waits, and says how long it may take. */
function Waiting({ title, text, busy = false }: { title: string; text: string; busy?: boolean }) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-950 dark:border-brand-900 dark:bg-brand-950/50 dark:text-brand-100"
    >
      {busy ? (
        <LoaderCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 animate-spin" />
      ) : (
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      )}
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1">{text}</p>
      </div>
    </div>
  );
}

/** Refused: why, the support ticket the store opened, and a new start. */
function Rejected({
  verification,
  reason,
  reply,
}: {
  verification: IdentityVerification;
  reason: string | null;
  reply: IdentityVerificationReply;
}) {
  const { t } = useTranslation();
  const reasonText = useIdentityReasonText();
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="error">
        <strong className="block">{t('identityCheck.status.rejected')}</strong>
        {reason ? `${reasonText(reason)} ` : null}
        {t('identityCheck.status.rejectedText')}
      </Alert>
      {verification.ticketId ? (
        <div>
          <Link
            to={{ search: `?support=${encodeURIComponent(verification.ticketId)}` }}
            className={buttonClasses()}
          >
            <LifeBuoy aria-hidden="true" className="size-4" />
            {t('identityCheck.status.openTicket')}
          </Link>
        </div>
      ) : (
        <p role="status" className="text-sm">
          {t('identityCheck.status.ticketPending')}
        </p>
      )}
      <StartCheck reply={reply} again />
    </div>
  );
}

/** The sandbox's test names and what each gives, like the test cards of its payments. */
function SandboxNames() {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    [SANDBOX_IDENTITY_NAMES.verified, t('identityCheck.sandbox.verified')],
    [SANDBOX_IDENTITY_NAMES.requiresInput, t('identityCheck.sandbox.requiresInput')],
    [SANDBOX_IDENTITY_NAMES.manualReview, t('identityCheck.sandbox.manualReview')],
    [SANDBOX_IDENTITY_NAMES.rejected, t('identityCheck.sandbox.rejected')],
  ];
  return (
    <section
      aria-label={t('identityCheck.sandbox.title')}
      className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900/60"
    >
      <h3 className="text-sm font-bold text-slate-900 dark:text-white">
        {t('identityCheck.sandbox.title')}
      </h3>
      <p className="mt-1 text-sm">{t('identityCheck.sandbox.intro')}</p>
      <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([name, outcome]) => (
          <div key={name} className="contents">
            <dt>
              <code className="rounded bg-white px-1.5 py-0.5 font-mono text-xs text-slate-900 ring-1 ring-slate-200 dark:bg-slate-950 dark:text-slate-100 dark:ring-slate-700">
                {name}
              </code>
            </dt>
            <dd className="text-slate-700 dark:text-slate-300">{outcome}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import type { StaffMember } from '@store/shared/schemas/staff';
import { Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { PageLoading } from '../../../ui/page-loading';
import { TextField } from '../../../ui/text-field';
import { useEnterBackOffice } from '../admin-api';
import { CodeStep } from '../sign-in/code-step';
import { EnrolStep } from '../sign-in/enrol-step';
import { RecoveryCodesStep } from '../sign-in/recovery-codes-step';
import { useAcceptInvitation } from './staff-api';
import { useStaffAdminErrorText, useStaffT } from './use-staff-t';

type Step =
  | { kind: 'details' }
  | { kind: 'enrol'; secret: string; otpauthUrl: string }
  | { kind: 'recovery-codes'; member: StaffMember; codes: string[] };

/**
 * /admin/invite?token=: the mailed invitation. A password and a first name accept it; the
 * authenticator is then set up as at a first sign-in, and the member enters the back office.
 */
export function InvitePage() {
  return (
    <div className="min-h-dvh bg-slate-50 px-4 py-10 text-slate-900 antialiased sm:py-16 dark:bg-slate-950 dark:text-slate-100">
      <Suspense fallback={<PageLoading />}>
        <main className="mx-auto flex max-w-md flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <Invitation />
        </main>
      </Suspense>
    </div>
  );
}

function Heading({ title, intro }: { title: string; intro: string }) {
  useDocumentTitle(title);
  return (
    <div>
      <h1 className="text-xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{intro}</p>
    </div>
  );
}

function Invitation() {
  const { t } = useStaffT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const enter = useEnterBackOffice();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'details' });
  const done = (member: StaffMember) => {
    enter(member);
    void navigate('/admin', { replace: true });
  };

  if (!token) {
    return (
      <>
        <Heading title={t('accept.title')} intro={t('accept.intro')} />
        <Alert tone="error">{t('accept.missingToken')}</Alert>
      </>
    );
  }
  switch (step.kind) {
    case 'details':
      return (
        <>
          <Heading title={t('accept.title')} intro={t('accept.intro')} />
          <DetailsForm
            token={token}
            onNext={(secret, otpauthUrl) => {
              setStep({ kind: 'enrol', secret, otpauthUrl });
            }}
          />
        </>
      );
    case 'enrol':
      return (
        <>
          <Heading title={t('accept.enrolTitle')} intro={t('accept.enrolIntro')} />
          <EnrolStep secret={step.secret} otpauthUrl={step.otpauthUrl} />
          <CodeStep
            allowRecovery={false}
            onSignedIn={(member, codes) => {
              if (codes && codes.length > 0) setStep({ kind: 'recovery-codes', member, codes });
              else done(member);
            }}
            // The challenge ran out: the regular sign-in takes over, the account exists now.
            onRestart={() => void navigate('/admin', { replace: true })}
          />
        </>
      );
    case 'recovery-codes':
      return (
        <>
          <Heading title={t('accept.recoveryTitle')} intro={t('accept.recoveryIntro')} />
          <RecoveryCodesStep
            codes={step.codes}
            onDone={() => {
              done(step.member);
            }}
          />
        </>
      );
  }
}

function DetailsForm({
  token,
  onNext,
}: {
  token: string;
  onNext: (secret: string, otpauthUrl: string) => void;
}) {
  const { t } = useStaffT();
  const errorText = useStaffAdminErrorText();
  const accept = useAcceptInvitation();
  const [firstName, setFirstName] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ firstName?: boolean; password?: boolean }>({});
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const gaps = { firstName: !firstName.trim(), password: !password };
        setMissing(gaps);
        if (gaps.firstName || gaps.password) return;
        accept.mutate(
          { token, password, firstName: firstName.trim() },
          {
            onSuccess: (reply) => {
              if (reply.step === 'enrol') onNext(reply.secret, reply.otpauthUrl);
            },
          },
        );
      }}
    >
      {accept.isError ? <Alert tone="error">{errorText(accept.error)}</Alert> : null}
      <TextField
        label={t('accept.firstName')}
        autoComplete="given-name"
        required
        maxLength={100}
        value={firstName}
        error={missing.firstName ? t('accept.required') : undefined}
        onChange={(event) => {
          setFirstName(event.target.value);
        }}
      />
      <TextField
        label={t('accept.password')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={256}
        hint={t('accept.passwordHint')}
        value={password}
        error={missing.password ? t('accept.required') : undefined}
        onChange={(event) => {
          setPassword(event.target.value);
        }}
      />
      <Button type="submit" pending={accept.isPending}>
        {t('accept.submit')}
      </Button>
    </form>
  );
}

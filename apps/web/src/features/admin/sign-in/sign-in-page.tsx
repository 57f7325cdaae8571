import type { StaffMember } from '@store/shared/schemas/staff';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useEnterBackOffice } from '../admin-api';
import { useAdminT } from '../hooks/use-admin-t';
import { CodeStep } from './code-step';
import { EnrolStep } from './enrol-step';
import { PasswordStep } from './password-step';
import { RecoveryCodesStep } from './recovery-codes-step';

/** Where a sign-in stands: the password, the code (of an enrolled or a new authenticator), the codes to save. */
type Step =
  | { kind: 'password'; notice?: string }
  | { kind: 'code' }
  | { kind: 'enrol'; secret: string; otpauthUrl: string }
  | { kind: 'recovery-codes'; member: StaffMember; codes: string[] };

/**
 * The back office's sign-in in two steps: e-mail and password, then a code from the
 * authenticator app (or a recovery code). A first sign-in sets the app up with a QR code and
 * ends with the ten recovery codes, shown once.
 */
export function SignInPage() {
  const { t } = useAdminT();
  const enter = useEnterBackOffice();
  const [step, setStep] = useState<Step>({ kind: 'password' });

  const restart = (notice?: string) => {
    setStep({ kind: 'password', notice });
  };
  const signedIn = (member: StaffMember, codes: string[] | undefined) => {
    if (codes && codes.length > 0) setStep({ kind: 'recovery-codes', member, codes });
    else enter(member);
  };

  switch (step.kind) {
    case 'password':
      return (
        <Card
          title={t('signIn.title')}
          intro={t('signIn.intro')}
          focusTitle={step.notice !== undefined}
        >
          <PasswordStep
            notice={step.notice}
            onNext={(reply) => {
              setStep(reply.step === 'enrol' ? { kind: 'enrol', ...reply } : { kind: 'code' });
            }}
          />
        </Card>
      );
    case 'code':
      return (
        <Card title={t('signIn.codeTitle')} intro={t('signIn.codeIntro')}>
          <CodeStep allowRecovery onSignedIn={signedIn} onRestart={restart} />
        </Card>
      );
    case 'enrol':
      return (
        <Card title={t('signIn.enrolTitle')} intro={t('signIn.enrolIntro')}>
          <EnrolStep secret={step.secret} otpauthUrl={step.otpauthUrl} />
          <CodeStep allowRecovery={false} onSignedIn={signedIn} onRestart={restart} />
        </Card>
      );
    case 'recovery-codes':
      return (
        <Card title={t('signIn.recoveryCodesTitle')} intro={t('signIn.recoveryCodesIntro')}>
          <RecoveryCodesStep
            codes={step.codes}
            onDone={() => {
              enter(step.member);
            }}
          />
        </Card>
      );
  }
}

interface CardProps {
  title: string;
  intro: string;
  /** Moves focus to the title, so a new step is announced from its start. */
  focusTitle?: boolean;
  children: ReactNode;
}

function Card({ title, intro, focusTitle = true, children }: CardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle, title]);
  return (
    <section
      aria-labelledby="admin-sign-in-title"
      className="mx-auto flex max-w-md flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h1
          ref={titleRef}
          id="admin-sign-in-title"
          tabIndex={-1}
          className="text-xl font-bold tracking-tight text-slate-900 focus:outline-none dark:text-white"
        >
          {title}
        </h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{intro}</p>
      </div>
      {children}
    </section>
  );
}

import type { User } from '@store/shared/schemas/auth';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useRemovePhone } from '../api/remove-phone';
import { usePhoneErrorText } from '../hooks/use-phone-error-text';
import { PhoneCodeForm } from './phone-code-form';
import { PhoneNumberForm } from './phone-number-form';

/** Showing the confirmed number, typing one, or typing the code texted to `phone`. */
type Step = { kind: 'show' } | { kind: 'enter' } | { kind: 'code'; phone: string };
type Notice = 'confirmed' | 'removed' | null;

/**
 * The mobile number text messages go to: typed, confirmed with a texted code, changed or
 * removed. Unlike the profile, none of this ends the session.
 */
export function PhoneNumberSettings({ user }: { user: User }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: user.phone ? 'show' : 'enter' });
  const [notice, setNotice] = useState<Notice>(null);
  // Once the customer takes a step, the keyboard follows to the next one.
  const [moved, setMoved] = useState(false);

  const go = (next: Step, outcome: Notice = null) => {
    setStep(next);
    setNotice(outcome);
    setMoved(true);
  };

  return (
    <div className="flex flex-col gap-4">
      {notice ? <Alert tone="success">{t(`accountPhone.${notice}`)}</Alert> : null}
      {step.kind === 'code' ? (
        <PhoneCodeForm
          phone={step.phone}
          onConfirmed={() => {
            go({ kind: 'show' }, 'confirmed');
          }}
          onOtherNumber={() => {
            go({ kind: 'enter' });
          }}
        />
      ) : step.kind === 'show' && user.phone ? (
        <ConfirmedNumber
          phone={user.phone}
          focus={moved}
          onChange={() => {
            go({ kind: 'enter' });
          }}
          onRemoved={() => {
            go({ kind: 'enter' }, 'removed');
          }}
        />
      ) : (
        <PhoneNumberForm
          focus={moved}
          onCodeSent={(sent) => {
            go({ kind: 'code', phone: sent.phone });
          }}
          onCancel={
            user.phone
              ? () => {
                  go({ kind: 'show' });
                }
              : undefined
          }
        />
      )}
    </div>
  );
}

interface ConfirmedNumberProps {
  phone: string;
  /** Reached by a step of the customer's: the keyboard continues from here. */
  focus: boolean;
  onChange: () => void;
  onRemoved: () => void;
}

function ConfirmedNumber({ phone, focus, onChange, onRemoved }: ConfirmedNumberProps) {
  const { t } = useTranslation();
  const errorText = usePhoneErrorText();
  const remove = useRemovePhone();
  const changeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focus) changeRef.current?.focus();
  }, [focus]);

  return (
    <div className="flex flex-col gap-4">
      {remove.isError ? <Alert tone="error">{errorText(remove.error)}</Alert> : null}
      <dl className="text-sm">
        <dt className="font-semibold text-slate-800 dark:text-slate-200">
          {t('accountPhone.current')}
        </dt>
        <dd className="mt-1 font-mono text-base text-slate-900 dark:text-white">{phone}</dd>
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('accountPhone.removeNote')}</p>
      <div className="flex flex-wrap gap-3">
        <Button ref={changeRef} variant="secondary" onClick={onChange} className="w-full sm:w-auto">
          {t('accountPhone.change')}
        </Button>
        <Button
          variant="ghost"
          pending={remove.isPending}
          onClick={() => {
            remove.mutate(undefined, { onSuccess: onRemoved });
          }}
          className="w-full sm:w-auto"
        >
          {t('accountPhone.remove')}
        </Button>
      </div>
    </div>
  );
}

import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { RegistrationCodeForm } from './registration-code-form';

interface CheckEmailStepProps {
  email: string;
  /** Back to the form, to register another address. */
  onChangeAddress: () => void;
}

/**
 * After registering: the same words whether the address was new or had an account (the store
 * does not say which); the e-mail tells, and a new customer enters its code here.
 */
export function CheckEmailStep({ email, onChangeAddress }: CheckEmailStepProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
          <MailCheck aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 text-sm text-slate-700 dark:text-slate-300">
          <p className="text-base font-semibold break-words text-slate-900 dark:text-white">
            {t('accountEmail.checkEmail.sentTo', { email })}
          </p>
          <p className="mt-2">{t('accountEmail.checkEmail.explain')}</p>
        </div>
      </div>
      <RegistrationCodeForm email={email} />
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <p>{t('accountEmail.checkEmail.hint')}</p>
        <div>
          <Button variant="ghost" onClick={onChangeAddress} className="-ml-3">
            {t('accountEmail.checkEmail.otherAddress')}
          </Button>
        </div>
      </div>
    </div>
  );
}

import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPath } from '../../../lib/auth-redirect';
import { buttonClasses } from '../../../ui/button';

/** What guests see instead of the review form: sign in, and come back to the reviews. */
export function ReviewSignInPrompt() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <span
        aria-hidden="true"
        className="grid size-11 place-items-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200"
      >
        <PenLine className="size-5" />
      </span>
      <h3 className="text-lg font-bold text-slate-900 dark:text-white">
        {t('product.reviews.signIn.title')}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('product.reviews.signIn.description')}
      </p>
      <div className="mt-1 flex flex-wrap gap-2">
        <Link to={loginPath({ ...location, hash: '#reviews' })} className={buttonClasses()}>
          {t('product.reviews.signIn.action')}
        </Link>
        <Link to="/register" className={buttonClasses({ variant: 'secondary' })}>
          {t('product.reviews.signIn.register')}
        </Link>
      </div>
    </div>
  );
}

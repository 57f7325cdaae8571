import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** "Forgot password?" to the reset request, taking along the address typed so far. */
export function ForgotPasswordLink({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/forgot-password"
      state={{ email: email.trim() }}
      className="self-end text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
    >
      {t('recovery.forgotLink')}
    </Link>
  );
}

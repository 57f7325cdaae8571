import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { buttonClasses } from '../../../ui/button';

/** An expired, used or missing link: what happened and where to ask for a new one. */
export function InvalidLinkNotice({
  message,
  askAgainTo,
  askAgainLabel,
}: {
  message: string;
  askAgainTo: string;
  askAgainLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <Alert tone="error">
        <p className="font-semibold">{t('recovery.invalid.title')}</p>
        <p className="mt-1">{message}</p>
      </Alert>
      <Link to={askAgainTo} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
        {askAgainLabel}
      </Link>
    </div>
  );
}

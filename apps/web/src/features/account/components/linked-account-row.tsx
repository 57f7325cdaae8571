import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SocialAccountLink } from '@store/shared/schemas/social-links';
import { Button } from '../../../ui/button';
import { SocialLogo } from './social-logos';

interface LinkedAccountRowProps {
  account: SocialAccountLink;
  /** Removing it would leave the account no way to sign in. */
  onlyWay: boolean;
  /** Where a link to set a password can be mailed. */
  email: string | null;
  /** This provider's link is under way (the browser is leaving for it). */
  linking: boolean;
  /** Another provider's link is under way. */
  busy: boolean;
  onLink: () => void;
  onUnlink: () => void;
}

/** One provider: its mark, whether and since when it is linked, and the one thing to do. */
export function LinkedAccountRow({
  account,
  onlyWay,
  email,
  linking,
  busy,
  onLink,
  onUnlink,
}: LinkedAccountRowProps) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const provider = account.name;
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3.5">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-lg bg-slate-100 dark:bg-slate-800"
      >
        <SocialLogo provider={account.provider} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">{provider}</p>
        {account.linked && account.linkedAt ? (
          <p className="flex items-center gap-1.5 text-sm text-emerald-700 dark:text-emerald-300">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            {t('linkedAccounts.linkedSince', { date: date.format(new Date(account.linkedAt)) })}
          </p>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {account.available ? t('linkedAccounts.notLinked') : t('linkedAccounts.unavailable')}
          </p>
        )}
      </div>
      {account.linked ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={onUnlink}
          disabled={onlyWay}
          aria-label={t('linkedAccounts.unlinkProvider', { provider })}
          aria-describedby={onlyWay ? hintId : undefined}
        >
          {t('linkedAccounts.unlink')}
        </Button>
      ) : account.available ? (
        <Button
          size="sm"
          onClick={onLink}
          pending={linking}
          disabled={linking || busy}
          aria-label={t('linkedAccounts.linkProvider', { provider })}
        >
          {t('linkedAccounts.link')}
        </Button>
      ) : null}
      {onlyWay ? (
        <p id={hintId} className="basis-full text-sm text-slate-600 sm:pl-13 dark:text-slate-400">
          {t('linkedAccounts.onlyWay')}{' '}
          {email ? (
            <Link
              to="/forgot-password"
              state={{ email }}
              className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
            >
              {t('linkedAccounts.setPassword')}
            </Link>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}

import type { Language } from '@store/shared/constants';
import { parseLanguage } from '@store/shared/rules/region-language';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../lib/api-client';
import { referralCookieCode } from '../../../lib/referral-cookie';
import { useAuthStore } from '../../../stores/auth';
import { buttonClasses } from '../../../ui/button';
import { useAuthProviders, type AuthProvider } from '../api/get-providers';
import { SocialLogo } from './social-logos';

/**
 * Where a social button leads: the server's sign-in for that provider, which comes back to
 * `returnTo` on this site (or to /login?error=social when it fails). The page's language goes
 * along: the browser's own travels with a navigation, not the visitor's choice.
 */
export function socialSignInUrl(
  provider: AuthProvider['id'],
  returnTo: string,
  referralCode: string | null,
  language: Language | undefined,
): string {
  const params = new URLSearchParams({ redirectUrl: `${window.location.origin}${returnTo}` });
  if (referralCode) params.set('referralCode', referralCode);
  if (language) params.set('lang', language);
  return `${API_BASE}/auth/${provider}?${params.toString()}`;
}

interface SocialSignInProps {
  returnTo: string;
  /** Above the e-mail form (registration) or below it (sign-in); the divider follows suit. */
  placement: 'before' | 'after';
}

/** Buttons for the social sign-ins the server offers; nothing when it offers none. */
export function SocialSignIn({ returnTo, placement }: SocialSignInProps) {
  const { t, i18n } = useTranslation();
  const providers = useAuthProviders();
  const pendingReferralCode = useAuthStore((state) => state.pendingReferralCode);
  if (!providers.data?.length) return null;
  // As on the registration form: the first link's code, kept in its cookie, wins.
  const referralCode = referralCookieCode() ?? pendingReferralCode;

  const divider = (
    <div className="flex items-center gap-3 text-xs font-medium text-slate-500 uppercase dark:text-slate-400">
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
      {placement === 'after' ? t('account.social.divider') : t('account.social.orWithEmail')}
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      {placement === 'after' ? divider : null}
      {/* Side by side only in the wide registration card. */}
      <ul className={placement === 'before' ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3'}>
        {providers.data.map((provider) => (
          <li key={provider.id}>
            {/* A plain navigation: the provider's pages cannot run inside the app. */}
            <a
              href={socialSignInUrl(
                provider.id,
                returnTo,
                referralCode,
                parseLanguage(i18n.resolvedLanguage),
              )}
              className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'w-full' })}
            >
              <SocialLogo provider={provider.id} />
              {t('account.social.continueWith', { provider: provider.name })}
            </a>
          </li>
        ))}
      </ul>
      {placement === 'before' ? divider : null}
    </div>
  );
}

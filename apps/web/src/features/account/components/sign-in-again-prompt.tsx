import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  SOCIAL_LINK_RETURN_PATH,
  SOCIAL_LINK_SECTION_ID,
} from '@store/shared/schemas/social-links';
import { loginPath } from '../../../lib/auth-redirect';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { logout } from '../api/logout';

/**
 * Linking needs a recent sign-in: offers to sign in again, which ends this session and comes
 * back to the linked accounts afterwards.
 */
export function SignInAgainPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const signInAgain = async () => {
    setLeaving(true);
    await logout('signInToLink');
    const back = {
      pathname: SOCIAL_LINK_RETURN_PATH,
      search: '',
      hash: `#${SOCIAL_LINK_SECTION_ID}`,
    };
    await navigate(loginPath(back));
  };

  return (
    <Alert tone="info">
      <p className="font-semibold">{t('linkedAccounts.reauth.title')}</p>
      <p className="mt-1">{t('linkedAccounts.reauth.description')}</p>
      <Button size="sm" className="mt-3" pending={leaving} onClick={() => void signInAgain()}>
        {t('linkedAccounts.reauth.action')}
      </Button>
    </Alert>
  );
}

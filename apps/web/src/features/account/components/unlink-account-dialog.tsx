import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PROVIDER_NAMES, type SocialProviderId } from '@store/shared/schemas/social-auth';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useUnlinkSocialAccount } from '../api/unlink-social-account';
import { useLinkErrorText } from '../hooks/use-link-error-text';

interface UnlinkAccountDialogProps {
  provider: SocialProviderId;
  onClose: () => void;
  onDone: () => void;
}

/** Asks before a provider is unlinked; the server's refusal shows inside. */
export function UnlinkAccountDialog({ provider, onClose, onDone }: UnlinkAccountDialogProps) {
  const { t } = useTranslation();
  const errorText = useLinkErrorText();
  const unlink = useUnlinkSocialAccount();
  // Keeping the link is the safe answer, so it has the focus.
  const keepRef = useRef<HTMLButtonElement>(null);
  const name = SOCIAL_PROVIDER_NAMES[provider];

  return (
    <Dialog
      role="alertdialog"
      title={t('linkedAccounts.confirm.title', { provider: name })}
      description={t('linkedAccounts.confirm.description', { provider: name })}
      closeLabel={t('linkedAccounts.confirm.close')}
      initialFocusRef={keepRef}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        unlink.mutate(provider, { onSuccess: onDone });
      }}
      footer={
        <>
          <Button ref={keepRef} type="button" variant="secondary" onClick={onClose}>
            {t('linkedAccounts.confirm.cancel')}
          </Button>
          <Button type="submit" pending={unlink.isPending}>
            {t('linkedAccounts.confirm.confirm')}
          </Button>
        </>
      }
    >
      {unlink.isError ? <Alert tone="error">{errorText(unlink.error, provider)}</Alert> : null}
    </Dialog>
  );
}

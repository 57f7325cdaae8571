import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../stores/notices';

// The state at opening is looked at once per page load, even when the component mounts again
// (development's strict mode, or new texts once a language has loaded): only a real change of
// connection after that is announced.
let openingChecked = false;

/**
 * Tells the visitor when the connection drops or returns (spec section 8: 'No internet
 * connection found. App is running in offline mode.'), also when the store opens offline.
 */
export function ConnectionNotices() {
  const { t } = useTranslation();

  useEffect(() => {
    const announceOffline = () => {
      notify({ tone: 'error', message: t('offline.notice') });
    };
    const announceOnline = () => {
      notify({ tone: 'success', message: t('offline.backOnline') });
    };
    if (!openingChecked) {
      openingChecked = true;
      if (!navigator.onLine) announceOffline();
    }
    window.addEventListener('offline', announceOffline);
    window.addEventListener('online', announceOnline);
    return () => {
      window.removeEventListener('offline', announceOffline);
      window.removeEventListener('online', announceOnline);
    };
  }, [t]);

  return null;
}

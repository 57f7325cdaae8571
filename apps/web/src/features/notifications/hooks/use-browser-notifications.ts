import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../stores/notices';
import { disableBrowserPush, enableBrowserPush, type BrowserPushResult } from '../browser-push';

/** Browser notifications on this device; each says whether it worked. */
export type BrowserNotifications = {
  enable: () => Promise<boolean>;
  disable: () => Promise<boolean>;
};

/**
 * Turns browser notifications on or off for this device; a failure is told in a notice in
 * the visitor's language, and the call resolves to false.
 */
export function useBrowserNotifications(): BrowserNotifications {
  const { t } = useTranslation();
  return useMemo(() => {
    const report = (result: BrowserPushResult): boolean => {
      if (!result.ok) notify({ tone: 'error', message: t(`notifications.${result.failure}`) });
      return result.ok;
    };
    return {
      enable: async () => report(await enableBrowserPush()),
      disable: async () => report(await disableBrowserPush()),
    };
  }, [t]);
}

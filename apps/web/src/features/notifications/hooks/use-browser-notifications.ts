import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../stores/notices';
import { disableBrowserPush, enableBrowserPush, type BrowserPushResult } from '../browser-push';
import { thisDevicePushQuery } from './use-this-device-push';

/** Browser notifications on this device; each says whether it worked. */
export type BrowserNotifications = {
  enable: () => Promise<boolean>;
  disable: () => Promise<boolean>;
};

/**
 * Turns browser notifications on or off for this device; a failure is told in a notice in
 * the visitor's language, and the call resolves to false. Either way this device's status is
 * asked again, as a failure halfway may have changed it.
 */
export function useBrowserNotifications(): BrowserNotifications {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const report = (result: BrowserPushResult): boolean => {
      if (!result.ok) notify({ tone: 'error', message: t(`notifications.${result.failure}`) });
      void queryClient.invalidateQueries({ queryKey: thisDevicePushQuery.queryKey });
      return result.ok;
    };
    return {
      enable: async () => report(await enableBrowserPush()),
      disable: async () => report(await disableBrowserPush()),
    };
  }, [t, queryClient]);
}

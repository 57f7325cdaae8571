import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { useBrowserNotifications } from '../hooks/use-browser-notifications';
import { useThisDevicePush } from '../hooks/use-this-device-push';

const TEXT_CLASSES = 'min-w-0 flex-1 text-sm text-slate-700 dark:text-slate-300';

/**
 * Whether this browser receives the account's notifications, with a way to turn them on or
 * off here alone: the account's browser channel stays as it is, so a second device can join
 * without it. A failure to switch is told in a notice (spec section 8).
 */
export function ThisDevicePush() {
  const { t } = useTranslation();
  const status = useThisDevicePush();
  const { enable, disable } = useBrowserNotifications();
  const [switching, setSwitching] = useState(false);

  const handleSwitch = async (action: () => Promise<boolean>) => {
    setSwitching(true);
    try {
      await action();
    } finally {
      setSwitching(false);
    }
  };

  let content;
  if (status.isPending) {
    content = (
      <p role="status" className={`${TEXT_CLASSES} flex items-center gap-2`}>
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('notifications.thisDevice.checking')}
      </p>
    );
  } else if (status.isError) {
    content = (
      <>
        <p role="alert" className="min-w-0 flex-1 text-sm text-rose-700 dark:text-rose-300">
          {t('notifications.thisDevice.checkFailed')}
        </p>
        <Button size="sm" variant="secondary" onClick={() => void status.refetch()}>
          {t('common.retry')}
        </Button>
      </>
    );
  } else if (status.data === 'unsupported' || status.data === 'blocked') {
    content = (
      <p role="status" className={TEXT_CLASSES}>
        {t(
          status.data === 'blocked'
            ? 'notifications.permissionDenied'
            : 'notifications.pushNotSupported',
        )}
      </p>
    );
  } else {
    const on = status.data === 'on';
    content = (
      <>
        <p role="status" className={TEXT_CLASSES}>
          {t(on ? 'notifications.thisDevice.on' : 'notifications.thisDevice.off')}
        </p>
        <Button
          size="sm"
          variant={on ? 'secondary' : 'primary'}
          pending={switching}
          disabled={switching || status.isFetching}
          onClick={() => void handleSwitch(on ? disable : enable)}
        >
          {t(on ? 'notifications.thisDevice.turnOff' : 'notifications.thisDevice.turnOn')}
        </Button>
      </>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 px-3 py-2.5 dark:bg-slate-800/60">
      {content}
    </div>
  );
}

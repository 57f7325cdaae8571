import { MAINTENANCE_RETRY_MS } from '@store/shared/constants';
import { Construction } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { useHealth } from '../api/get-health';
import { useHomeSettings } from '../api/get-home-settings';
import { isUnderConstruction } from '../hooks/use-store-status';

interface UnderConstructionProps {
  /**
   * Called once the server is healthy and open again after this page saw it down, or after
   * the visitor asked with "Check now". A store never seen down does not move the visitor
   * on by itself: /__uc is still the under-construction page when everything works.
   */
  onRecovered?: () => void;
}

/** The maintenance notice; checks the server again every 30 seconds (or on demand). */
export function UnderConstruction({ onRecovered }: UnderConstructionProps) {
  const { t } = useTranslation();
  const health = useHealth({ refetchInterval: MAINTENANCE_RETRY_MS });
  const settings = useHomeSettings({ refetchInterval: MAINTENANCE_RETRY_MS, fresh: true });
  const checking = health.isFetching || settings.isFetching;
  const flagged = isUnderConstruction(health.data, settings.data);
  const down =
    health.isError || (health.data !== undefined && health.data.status !== 'ok') || flagged;
  const [seenDown, setSeenDown] = useState(false);
  if (down && !seenDown) setSeenDown(true);
  const [asked, setAsked] = useState(false);
  const recovered =
    (seenDown || asked) &&
    health.data?.status === 'ok' &&
    settings.data !== undefined &&
    !flagged &&
    !checking;

  useEffect(() => {
    if (recovered) onRecovered?.();
  }, [recovered, onRecovered]);

  const checkNow = () => {
    setAsked(true);
    void health.refetch();
    void settings.refetch();
  };

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span
        aria-hidden="true"
        className="grid size-20 place-items-center rounded-3xl bg-amber-100 text-amber-600 shadow-inner dark:bg-amber-500/15 dark:text-amber-300"
      >
        <Construction className="size-10" />
      </span>
      <h1 className="mt-8 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {t('underConstruction.title')}
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
        {t('underConstruction.description')}
      </p>
      <p role="status" className="mt-2 text-sm text-slate-500 dark:text-slate-400">
        {checking ? t('underConstruction.checking') : t('underConstruction.autoRetry')}
      </p>
      <Button variant="secondary" className="mt-8" onClick={checkNow} disabled={checking}>
        {t('underConstruction.checkNow')}
      </Button>
    </div>
  );
}

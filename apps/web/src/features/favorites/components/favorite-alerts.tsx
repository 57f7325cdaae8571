import type { Favorite } from '@store/shared/schemas/favorites';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../stores/notices';
import { Switch } from '../../../ui/switch';
import { useUpdateFavorite } from '../api/update-favorite';

const ALERTS = ['notifyPriceDrop', 'notifyBackInStock'] as const;

/** The opt-in e-mails of one favourite: a price drop and keys back in stock; each saves at once. */
export function FavoriteAlerts({ favorite }: { favorite: Favorite }) {
  const { t } = useTranslation();
  const update = useUpdateFavorite();
  const id = useId();
  const pending = update.isPending ? update.variables.alerts : {};

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {t('favorites.alerts.title')}
      </legend>
      {ALERTS.map((alert) => {
        const checked = pending[alert] ?? favorite[alert];
        return (
          <div key={alert} className="flex items-center justify-between gap-3">
            <label htmlFor={`${id}-${alert}`} className="min-w-0 cursor-pointer text-sm">
              <span className="block font-medium text-slate-800 dark:text-slate-200">
                {t(`favorites.alerts.${alert}.label`)}
              </span>
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                {t(`favorites.alerts.${alert}.hint`)}
              </span>
            </label>
            <Switch
              id={`${id}-${alert}`}
              checked={checked}
              onChange={(event) => {
                update.mutate(
                  {
                    platformGroupId: favorite.platformGroupId,
                    alerts: { [alert]: event.target.checked },
                  },
                  {
                    onError: () => notify({ tone: 'error', message: t('favorites.alerts.failed') }),
                  },
                );
              }}
            />
          </div>
        );
      })}
    </fieldset>
  );
}

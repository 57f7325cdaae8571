import { useQueryClient } from '@tanstack/react-query';
import { currencySymbol } from '@store/shared/rules/money';
import type { Currency } from '@store/shared/schemas/lookups';
import { Info } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSettingsStore } from '../../../stores/app-settings';
import { useAuthStore } from '../../../stores/auth';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { announceLocale } from '../api/announce-locale';
import { useLocaleLookups } from '../api/get-locale-lookups';
import { usePlaceName } from '../hooks/use-place-name';
import { writeLocaleCookies } from '../utils/locale-cookies';
import { buildPlaceOptions, type PlaceOption } from '../utils/place-options';
import { CurrencyField } from './currency-field';
import { FlagImage } from './flag-image';
import { PlacePicker } from './place-picker';

function symbolTable(currencies: readonly Currency[]): Record<string, string> {
  return Object.fromEntries(currencies.map((currency) => [currency.code, currency.symbol]));
}

/**
 * Changes the currency and, for guests, the region: both are cookies the server reads, so
 * saving writes them and asks the server to announce the result; the announced change then
 * empties the cart and refreshes every price (see the app providers). Signed-in customers see
 * their region read-only: only support changes it (spec section 6).
 */
export function RegionCurrencyDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const firstFieldRef = useRef<HTMLElement | null>(null);
  const setFirstField = (element: HTMLElement | null) => {
    firstFieldRef.current = element;
  };

  const current = {
    region: useAppSettingsStore((state) => state.region),
    currency: useAppSettingsStore((state) => state.currency),
  };
  const signedIn = useAuthStore((state) => state.isLoggedIn);
  const lookups = useLocaleLookups();
  const placeName = usePlaceName();
  const language = i18n.resolvedLanguage ?? 'en';

  const [place, setPlace] = useState(current.region);
  const [currency, setCurrency] = useState(current.currency);
  const [saving, setSaving] = useState(false);

  const places = useMemo(
    () =>
      lookups.data
        ? buildPlaceOptions(lookups.data, placeName, new Intl.Collator(language))
        : undefined,
    [lookups.data, placeName, language],
  );

  const ready = lookups.data !== undefined;
  const focusedFirstField = useRef(false);
  useEffect(() => {
    // Guests start in the search box; customers, whose region is fixed, at the currency
    // (enabled once the list has loaded). Once only: later the visitor decides.
    const field = firstFieldRef.current;
    if (focusedFirstField.current || !field || (signedIn && !ready)) return;
    focusedFirstField.current = true;
    field.focus();
  }, [signedIn, ready]);

  const handlePlaceChange = (option: PlaceOption) => {
    setPlace(option.code);
    if (option.currency) setCurrency(option.currency);
  };

  const handleSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const regionChanged = !signedIn && place !== current.region;
    if (!regionChanged && currency === current.currency) {
      onClose();
      return;
    }
    setSaving(true);
    writeLocaleCookies({ currency, region: signedIn ? undefined : place });
    try {
      await announceLocale();
      if (lookups.data) {
        const announced = useAppSettingsStore.getState().currency;
        useAppSettingsStore
          .getState()
          .setCurrencySymbol(
            announced,
            currencySymbol(announced, symbolTable(lookups.data.currencies)),
          );
      }
    } catch {
      // No announcement (offline, server down): the next answer of any refetched query brings it.
      void queryClient.invalidateQueries();
    }
    onClose();
  };

  return (
    <Dialog
      title={t('preferences.dialog.title')}
      description={t('preferences.dialog.description')}
      closeLabel={t('preferences.dialog.close')}
      onClose={onClose}
      size="md"
      onSubmit={(event) => {
        void handleSubmit(event);
      }}
      footer={
        // Side by side on phones too: two short words.
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('preferences.dialog.cancel')}
          </Button>
          <Button type="submit" pending={saving} disabled={!ready || saving}>
            {t('preferences.dialog.save')}
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-5">
        {signedIn ? (
          <div>
            <p className="text-sm font-semibold text-slate-800 dark:text-slate-200">
              {t('preferences.dialog.yourRegion')}
            </p>
            <p className="mt-2 flex items-center gap-2 text-sm font-medium">
              <FlagImage code={current.region} />
              {placeName(current.region)}
            </p>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {t('preferences.dialog.supportNote')}{' '}
              <Link
                to="/contactus"
                onClick={onClose}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
              >
                {t('preferences.dialog.contactSupport')}
              </Link>
            </p>
          </div>
        ) : (
          <PlacePicker
            options={places}
            value={place}
            onChange={handlePlaceChange}
            searchRef={setFirstField}
          />
        )}

        <CurrencyField
          currencies={lookups.data?.currencies}
          value={currency}
          onChange={setCurrency}
          showHint={!signedIn}
          fieldRef={signedIn ? setFirstField : undefined}
        />

        {lookups.isError ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-lg border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800 dark:border-rose-900 dark:bg-rose-950/50 dark:text-rose-200"
          >
            <span className="flex-1">{t('preferences.dialog.loadError')}</span>
            <Button size="sm" variant="secondary" onClick={lookups.retry}>
              {t('preferences.dialog.retry')}
            </Button>
          </div>
        ) : null}
        {!ready && !lookups.isError ? (
          <p role="status" className="sr-only">
            {t('preferences.dialog.loading')}
          </p>
        ) : null}

        <p className="flex gap-2 text-xs text-slate-600 dark:text-slate-400">
          <Info aria-hidden="true" className="mt-px size-4 shrink-0" />
          {t('preferences.dialog.cartNote')}
        </p>
      </div>
    </Dialog>
  );
}

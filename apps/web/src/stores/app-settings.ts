import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_CURRENCY, DEFAULT_REGION, PERSISTED_STATE_VERSION } from '@store/shared/constants';

/** What the server announces about the visitor with every response. */
export interface AppSettings {
  currency: string;
  currencySymbol: string;
  region: string;
  userIp: string | null;
}

interface AppSettingsState extends AppSettings {
  /**
   * Counts changes of currency or region announced after the first response of this visit;
   * anything priced in the old currency must be fetched again when it moves.
   */
  pricingEpoch: number;
  /** Whether a response of this visit has announced the settings yet (not persisted). */
  announced: boolean;
  applyResponseHeaders: (headers: Headers) => void;
  setCurrencySymbol: (currency: string, symbol: string) => void;
}

export const DEFAULT_APP_SETTINGS: AppSettings = {
  currency: DEFAULT_CURRENCY,
  currencySymbol: '€',
  region: DEFAULT_REGION,
  userIp: null,
};

export const APP_SETTINGS_STORAGE_KEY = 'bigkeys-settings';

function isAppSettings(value: unknown): value is AppSettings {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.currency === 'string' &&
    typeof record.currencySymbol === 'string' &&
    typeof record.region === 'string' &&
    (record.userIp === null || typeof record.userIp === 'string')
  );
}

function headerValue(headers: Headers, name: string): string | undefined {
  const value = headers.get(name)?.trim();
  return value ? value : undefined;
}

export const useAppSettingsStore = create<AppSettingsState>()(
  persist(
    (set, get) => ({
      ...DEFAULT_APP_SETTINGS,
      pricingEpoch: 0,
      announced: false,
      applyResponseHeaders: (headers) => {
        const current = get();
        const currency = headerValue(headers, 'x-currency')?.toUpperCase() ?? current.currency;
        const region = headerValue(headers, 'x-region')?.toUpperCase() ?? current.region;
        const userIp = headerValue(headers, 'x-user-ip') ?? current.userIp;
        const pricingChanged = currency !== current.currency || region !== current.region;
        if (!pricingChanged && userIp === current.userIp && current.announced) return;
        set({
          currency,
          region,
          userIp,
          announced: true,
          // The first announcement only corrects what was remembered from an earlier visit.
          pricingEpoch:
            pricingChanged && current.announced ? current.pricingEpoch + 1 : current.pricingEpoch,
        });
      },
      setCurrencySymbol: (currency, symbol) => {
        const current = get();
        if (current.currency === currency && current.currencySymbol === symbol) return;
        set({ currency, currencySymbol: symbol });
      },
    }),
    {
      name: APP_SETTINGS_STORAGE_KEY,
      version: PERSISTED_STATE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ currency, currencySymbol, region, userIp }): AppSettings => ({
        currency,
        currencySymbol,
        region,
        userIp,
      }),
      // Spec: persisted state stored by a version below 7 is discarded.
      migrate: (persisted, version) =>
        version >= PERSISTED_STATE_VERSION && isAppSettings(persisted)
          ? persisted
          : DEFAULT_APP_SETTINGS,
    },
  ),
);

import { PERSISTED_STATE_VERSION } from '@store/shared/constants';
import { describe, expect, it } from 'vitest';
import {
  APP_SETTINGS_STORAGE_KEY,
  DEFAULT_APP_SETTINGS,
  useAppSettingsStore,
} from './app-settings';

const remembered = {
  currency: 'CHF',
  currencySymbol: 'CHF ',
  region: 'CH',
  userIp: '198.51.100.4',
};

async function rehydrateFrom(version: number) {
  localStorage.setItem(APP_SETTINGS_STORAGE_KEY, JSON.stringify({ state: remembered, version }));
  await useAppSettingsStore.persist.rehydrate();
}

function announce(headers: Record<string, string>) {
  useAppSettingsStore.getState().applyResponseHeaders(new Headers(headers));
}

describe('app settings store', () => {
  it('keeps settings stored by the current version', async () => {
    await rehydrateFrom(PERSISTED_STATE_VERSION);
    expect(useAppSettingsStore.getState()).toMatchObject(remembered);
  });

  it.each([0, 6])('discards settings stored by version %i', async (version) => {
    await rehydrateFrom(version);
    expect(useAppSettingsStore.getState()).toMatchObject(DEFAULT_APP_SETTINGS);
  });

  it('counts currency changes only after the first announcement of a visit', () => {
    announce({ 'x-currency': 'CHF', 'x-region': 'CH' });
    expect(useAppSettingsStore.getState()).toMatchObject({ currency: 'CHF', pricingEpoch: 0 });

    announce({ 'x-currency': 'CHF', 'x-region': 'CH' });
    expect(useAppSettingsStore.getState().pricingEpoch).toBe(0);

    announce({ 'x-currency': 'EUR', 'x-region': 'CH' });
    expect(useAppSettingsStore.getState()).toMatchObject({ currency: 'EUR', pricingEpoch: 1 });
  });

  it('ignores missing headers', () => {
    announce({});
    expect(useAppSettingsStore.getState()).toMatchObject(DEFAULT_APP_SETTINGS);
  });
});

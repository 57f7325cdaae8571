import { QueryClient } from '@tanstack/react-query';
import type { Country, Currency, Region } from '@store/shared/schemas/lookups';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAppSettingsStore } from '../../../stores/app-settings';
import { useAuthStore } from '../../../stores/auth';
import { useCartStore } from '../../../stores/cart';
import { authReply } from '../../../test/account-fixtures';
import { stubApi, type FakeReply } from '../../../test/fake-api';
import { RegionCurrencySelector } from './region-currency-selector';

const regions: Region[] = [
  { _id: '1', shortname: 'GLOBAL', name: 'Global', symbol: 'GLOBAL' },
  { _id: '2', shortname: 'EU', name: 'Europe', symbol: '€' },
  { _id: '5', shortname: 'CH', name: 'Switzerland', symbol: 'CHF' },
];
const countries: Country[] = [
  { code: 'DE', name: 'Germany', currency: 'EUR', region: 'EU' },
  { code: 'PL', name: 'Poland', currency: 'PLN', region: 'EU' },
  { code: 'CH', name: 'Switzerland', currency: 'CHF', region: 'CH' },
  { code: 'LI', name: 'Liechtenstein', currency: 'CHF', region: 'CH' },
];
const currencies: Currency[] = [
  { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF', rateMicros: 930_000 },
  { code: 'EUR', name: 'Euro', symbol: '€', rateMicros: 1_000_000 },
  { code: 'PLN', name: 'Polish Złoty', symbol: 'zł', rateMicros: 4_240_000 },
];

beforeAll(() => {
  // jsdom has no modal dialogs; these stand-ins keep the open state and the close event.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

afterEach(() => {
  for (const name of ['currency', 'region']) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

/** The store's lookups, and a server announcing what the cookies say. */
function stubStore(overrides: Record<string, () => FakeReply> = {}) {
  const announced = () => {
    const cookies = Object.fromEntries(
      document.cookie.split('; ').map((pair) => pair.split('=') as [string, string]),
    );
    return { 'x-currency': cookies.currency ?? 'EUR', 'x-region': cookies.region ?? 'EU' };
  };
  let healthChecks = 0;
  stubApi({
    '/product/regions': () => ({ body: regions, headers: announced() }),
    '/product/countries': () => ({ body: countries, headers: announced() }),
    '/product/currencies': () => ({ body: currencies, headers: announced() }),
    '/health': () => {
      healthChecks += 1;
      return { body: { status: 'ok' }, headers: announced() };
    },
    ...overrides,
  });
  return { healthChecks: () => healthChecks };
}

function renderSelector() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <RegionCurrencySelector /> }]);
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router };
}

// A region can imply German (CH, LI): the name is looked for in both languages.
const selectorButton = () =>
  screen.getByRole('button', { name: /^(Region and currency|Region und Währung):/ });

async function openDialog() {
  fireEvent.click(selectorButton());
  const dialog = await screen.findByRole('dialog', { name: 'Region and currency' });
  return dialog;
}

describe('region and currency selector', () => {
  it('shows the current region and currency on its button', () => {
    localStorage.setItem('userLanguage', 'en');
    useAppSettingsStore.setState({ region: 'CH', currency: 'CHF' });
    renderSelector();
    expect(selectorButton()).toHaveAccessibleName('Region and currency: Switzerland, CHF');
    expect(selectorButton()).toHaveTextContent('CHF');
    expect(selectorButton().querySelector('img')).toHaveAttribute('src', '/img/flags/CH.svg');
  });

  it('sets the cookies, lets the server announce them and resets the cart', async () => {
    const store = stubStore();
    useCartStore.setState({ lines: [{ productId: 1, platformGroupId: 1, quantity: 1 }] });
    renderSelector();
    const dialog = await openDialog();
    const search = within(dialog).getByRole('searchbox', { name: 'Search countries and regions' });
    await waitFor(() => {
      expect(search).toHaveFocus();
    });
    // Europe is the current choice.
    expect(await within(dialog).findByRole('radio', { name: /Europe/ })).toBeChecked();

    fireEvent.change(search, { target: { value: 'liech' } });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Liechtenstein/ }));
    // A country preselects its currency.
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveValue('CHF');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(dialog).not.toBeInTheDocument();
    });
    expect(document.cookie).toContain('currency=CHF');
    expect(document.cookie).toContain('region=LI');
    expect(store.healthChecks()).toBe(1);
    const settings = useAppSettingsStore.getState();
    expect(settings).toMatchObject({ currency: 'CHF', currencySymbol: 'CHF', region: 'LI' });
    expect(settings.pricingEpoch).toBe(1);
    await waitFor(() => {
      expect(useCartStore.getState().lines).toEqual([]);
    });
    expect(selectorButton()).toHaveFocus();
    // Liechtenstein implies German for a visitor who never chose a language (spec section 4).
    await waitFor(() => {
      expect(selectorButton()).toHaveAccessibleName('Region und Währung: Liechtenstein, CHF');
    });
  });

  it('keeps the region when only the currency changes', async () => {
    stubStore();
    renderSelector();
    const dialog = await openDialog();
    const currency = await within(dialog).findByRole('combobox', { name: 'Currency' });
    await waitFor(() => {
      expect(currency).toBeEnabled();
    });
    expect(within(currency).getByRole('option', { name: 'PLN · zł · Polish Zloty' })).toBeTruthy();
    fireEvent.change(currency, { target: { value: 'PLN' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(useAppSettingsStore.getState().currency).toBe('PLN');
    });
    expect(useAppSettingsStore.getState()).toMatchObject({ region: 'EU', currencySymbol: 'zł' });
  });

  it('closes on Escape without changes and gives focus back', async () => {
    const store = stubStore();
    renderSelector();
    const dialog = await openDialog();
    await within(dialog).findByRole('radio', { name: /Switzerland/ });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Switzerland/ }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(dialog).not.toBeInTheDocument();
    expect(selectorButton()).toHaveFocus();
    expect(document.cookie).not.toContain('currency=');
    expect(store.healthChecks()).toBe(0);
  });

  it('asks nothing of the server when the choice is unchanged', async () => {
    const store = stubStore();
    renderSelector();
    const dialog = await openDialog();
    await within(dialog).findByRole('radio', { name: /Europe/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(dialog).not.toBeInTheDocument();
    expect(store.healthChecks()).toBe(0);
  });

  it('shows a signed-in customer the region read-only and still offers the currency', async () => {
    useAuthStore.getState().setFromAuthReply(authReply());
    useAppSettingsStore.setState({ region: 'CH', currency: 'CHF' });
    document.cookie = 'region=CH; Path=/';
    document.cookie = 'currency=CHF; Path=/';
    // A language of one's own, so the region does not switch the texts to German.
    localStorage.setItem('userLanguage', 'en');
    stubStore();
    renderSelector();
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('searchbox')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Switzerland')).toBeInTheDocument();
    expect(within(dialog).getByText(/can only be changed by our support team/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contactus',
    );

    const currency = within(dialog).getByRole('combobox', { name: 'Currency' });
    await waitFor(() => {
      expect(currency).toHaveFocus();
    });
    fireEvent.change(currency, { target: { value: 'EUR' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(useAppSettingsStore.getState().currency).toBe('EUR');
    });
    expect(document.cookie).toContain('currency=EUR');
    expect(document.cookie).toContain('region=CH');
    expect(useAppSettingsStore.getState().region).toBe('CH');
  });

  it('offers a retry when the lists cannot be loaded', async () => {
    let fail = true;
    stubStore({
      '/product/currencies': () =>
        fail
          ? { status: 500, body: { message: 'Internal Server Error', code: 'X' } }
          : { body: currencies },
    });
    renderSelector();
    const dialog = await openDialog();
    expect(
      await within(dialog).findByText('Regions and currencies could not be loaded.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

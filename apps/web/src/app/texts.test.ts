import { LANGUAGES } from '@store/shared/constants';
import { describe, expect, it } from 'vitest';
import { loadTexts, registeredNamespaces } from '../lib/i18n';
import './texts';
// Lazy namespaces register from their own chunk; listed here so every one is checked.
import '../features/purchases/texts';
import '../features/admin/texts';
import '../features/admin/catalogue/texts';
import '../features/admin/keys/texts';
import '../features/admin/dashboard/texts';
import '../features/admin/settings/texts';
import '../features/admin/customers/texts';
import '../features/admin/orders/texts';
import '../features/admin/staff/texts';
import '../features/admin/support/texts';
import '../features/loyalty/texts';
import '../features/referrals/texts';

/** Every key path of a texts object, e.g. `cart.summary.total`. */
function keysOf(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null) return [prefix];
  return Object.entries(texts).flatMap(([key, value]) => keysOf(value, `${prefix}${key}.`));
}

describe('texts', () => {
  it('has every namespace of the store registered', () => {
    expect(registeredNamespaces().sort()).toEqual(
      [
        'account',
        'admin',
        'adminCatalogue',
        'adminCustomers',
        'adminDashboard',
        'adminKeys',
        'adminOrders',
        'adminSettings',
        'adminStaff',
        'adminSupport',
        'cart',
        'catalog',
        'company',
        'consent',
        'content',
        'favorites',
        'loyalty',
        'navigation',
        'notifications',
        'payment',
        'preferences',
        'product',
        'purchases',
        'pwa',
        'referrals',
        'translation',
      ].sort(),
    );
  });

  it.each(registeredNamespaces())(
    'has the English keys in every language: %s',
    async (namespace) => {
      const english = keysOf(await loadTexts(namespace, 'en')).sort();
      for (const language of LANGUAGES) {
        expect(keysOf(await loadTexts(namespace, language)).sort(), language).toEqual(english);
      }
    },
  );

  it('gives each top-level key to one namespace only', async () => {
    const owners = await Promise.all(
      registeredNamespaces().map(async (namespace) =>
        Object.keys(await loadTexts(namespace, 'en')),
      ),
    );
    const keys = owners.flat();
    expect(new Set(keys).size).toBe(keys.length);
  });
});

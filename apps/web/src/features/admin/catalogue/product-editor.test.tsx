import type { AdminProduct } from '@store/shared/schemas/admin-catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCsrfCookie } from '../../../test/account-fixtures';
import { stubApi, type FakeRequest } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { staffMember, staffMeReply } from '../testing/admin-api';

const SLOW = { timeout: 20_000 };
const none = { de: null, en: null, es: null, fr: null, it: null };

function product(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    _id: '7',
    title: 'Neon Drift',
    slug: 'neon-drift',
    published: true,
    titles: none,
    descriptions: { de: '', en: 'Fast.', es: '', fr: '', it: '' },
    systemRequirements: none,
    typeId: '1',
    genreId: '2',
    developerId: '3',
    publisherId: '4',
    ratingId: '5',
    baseProductId: null,
    releaseDate: '2024-01-02',
    editions: [],
    entries: [
      {
        _id: '70',
        platformId: '1',
        editionId: null,
        regionId: '1',
        priceMinor: 1999,
        salePriceMinor: null,
        keysAvailable: 3,
        inUse: true,
      },
    ],
    images: { cover: { url: '/media/products/7/cover.webp', uploaded: false }, screenshots: [] },
    ...overrides,
  };
}

describe('the product editor', SLOW, () => {
  it('saves a price typed in euros as exact cents', async () => {
    setCsrfCookie('csrf-1');
    const sent: FakeRequest[] = [];
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('catalogue')),
      '/admin/products/7': () => ({ body: product() }),
      '/admin/products/7/entries/70': (_url, request) => {
        sent.push(request);
        const body = request.body as { priceMinor: number; salePriceMinor: number | null };
        return { body: product({ entries: product().entries.map((e) => ({ ...e, ...body })) }) };
      },
      '/product/platforms': () => ({ body: [] }),
      '/product/regions': () => ({ body: [] }),
      '/product/types': () => ({ body: [] }),
      '/product/genres': () => ({ body: [] }),
      '/product/developers': () => ({ body: [] }),
      '/product/publishers': () => ({ body: [] }),
    });
    renderApp('/admin/catalogue?product=7');

    const entries = await screen.findByRole('list', { name: 'Platform entries' });
    const price = within(entries).getByLabelText('Price (EUR)');
    const salePrice = within(entries).getByLabelText('Sale price (EUR)');
    expect(price).toHaveValue('19.99');
    fireEvent.change(price, { target: { value: '0.29' } });
    fireEvent.change(salePrice, { target: { value: '0.3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the prices of 1' }));
    expect(await screen.findByText('The sale price must be lower than the price.')).toBeVisible();
    expect(sent).toHaveLength(0);

    fireEvent.change(price, { target: { value: '1.10' } });
    fireEvent.change(salePrice, { target: { value: '0,29' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the prices of 1' }));
    expect(await screen.findByText('The prices are saved.')).toBeVisible();
    expect(sent[0]?.method).toBe('PATCH');
    expect(sent[0]?.body).toEqual({ priceMinor: 110, salePriceMinor: 29 });
    expect(sent[0]?.headers.get('x-csrf-token')).toBe('csrf-1');
  });

  it('sends only the changed texts, per language, and shows the save', async () => {
    setCsrfCookie('csrf-2');
    const sent: FakeRequest[] = [];
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('catalogue')),
      '/admin/products/7': (_url, request) => {
        if (request.method === 'PATCH') {
          sent.push(request);
          return {
            body: product({ titles: { ...none, de: 'Neon-Drift' } }),
          };
        }
        return { body: product() };
      },
      '/product/platforms': () => ({ body: [] }),
      '/product/regions': () => ({ body: [] }),
      '/product/types': () => ({ body: [] }),
      '/product/genres': () => ({ body: [] }),
      '/product/developers': () => ({ body: [] }),
      '/product/publishers': () => ({ body: [] }),
    });
    renderApp('/admin/catalogue?product=7');

    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    fireEvent.click(screen.getByRole('tab', { name: 'DE' }));
    fireEvent.change(screen.getByLabelText(/Title in this language/), {
      target: { value: 'Neon-Drift' },
    });
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();
    fireEvent.click(save);
    expect(await screen.findByText('The changes are saved.')).toBeVisible();
    expect(sent[0]?.body).toEqual({ titles: { de: 'Neon-Drift' } });
    await waitFor(() => {
      expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
    });
  });
});

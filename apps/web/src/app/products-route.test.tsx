import type { Favorite } from '@store/shared/schemas/favorites';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { favorite } from '../features/favorites/testing/favorites-api';
import { useAuthStore } from '../stores/auth';
import { authReply } from '../test/account-fixtures';
import { stubApi } from '../test/fake-api';
import { entry, platforms, product, productList } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const GAME = product({
  _id: '1',
  title: 'Elden Ring',
  slug: 'elden-ring',
  platforms: [
    entry({ _id: '501', platformId: '7', price: 5999 }),
    // The cheaper entry in stock is the one the card advertises, so the heart saves it.
    entry({ _id: '502', platformId: '12', price: 3999 }),
  ],
});

describe('/products with the favourite heart', () => {
  it('puts a heart on each card that saves the entry the card shows', async () => {
    useAuthStore.getState().setFromAuthReply(authReply());
    const added: unknown[] = [];
    let saved: Favorite[] = [];
    stubApi({
      '/auth/me': () => ({ body: authReply() }),
      '/product/products': () => ({ body: productList([GAME]) }),
      '/product/platforms': () => ({ body: platforms }),
      '/users/favorites': () => ({
        body: { favorites: saved, currency: 'EUR', currencySymbol: '€' },
      }),
      '/users/favorites/add': (_url, request) => {
        added.push(request.body);
        saved = [favorite({ productId: '1', platformGroupId: '502' })];
        return { body: { favorite: saved[0], currency: 'EUR', currencySymbol: '€' } };
      },
    });
    renderApp('/products');

    const card = (await screen.findByRole('heading', { name: /Elden Ring/ })).closest('article');
    expect(card).not.toBeNull();
    const heart = within(card as HTMLElement).getByRole('button', { name: 'Favorite: Elden Ring' });
    await waitFor(() => {
      expect(heart).not.toHaveAttribute('aria-disabled');
    });
    fireEvent.click(heart);

    await waitFor(() => {
      expect(heart).toHaveAttribute('aria-pressed', 'true');
    });
    expect(added).toEqual([{ productId: 1, platformGroupId: 502 }]);
  });
});

import type { Platform } from '@store/shared/schemas/lookups';
import type { Favorite } from '@store/shared/schemas/favorites';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCartStore } from '../../stores/cart';
import { authReply } from '../../test/account-fixtures';
import { stubApi, type FakeRoute } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { favorite, favoriteList } from './testing/favorites-api';

const SLOW = { timeout: 20_000 };

const PLATFORMS: Platform[] = [
  {
    _id: '2',
    name: 'Steam',
    slug: 'steam',
    categoryId: 'pc',
    color: '#1b2838',
    hasGiftCards: true,
  },
  {
    _id: '10',
    name: 'PlayStation',
    slug: 'playstation',
    categoryId: 'ps',
    color: '#0070d1',
    hasGiftCards: true,
  },
];

const GIFT_CARD = favorite({
  platformGroupId: '202',
  productId: '20',
  product: {
    ...favorite().product,
    _id: '20',
    title: 'PlayStation Store Gift Card (EU)',
    slug: 'playstation-store-gift-card-eu',
    typeId: '3',
  },
  entry: {
    _id: '202',
    platformId: '10',
    editionName: '50 EUR',
    price: 4999,
    salePrice: null,
    inStock: false,
  },
  notifyBackInStock: true,
});

/** Ada is signed in with these favourites; the routes keep the list as the server would. */
function favoritesApi(saved: Favorite[], overrides: Record<string, FakeRoute> = {}) {
  const state = { saved, calls: [] as { path: string; body: unknown }[] };
  stubApi({
    '/auth/me': () => ({ body: authReply() }),
    '/product/platforms': () => ({ body: PLATFORMS }),
    '/users/favorites': () => ({ body: favoriteList(state.saved) }),
    '/users/favorites/remove': (_url, request) => {
      state.calls.push({ path: 'remove', body: request.body });
      const { platformGroupId } = request.body as { platformGroupId: number };
      state.saved = state.saved.filter((f) => f.platformGroupId !== String(platformGroupId));
      return { body: { success: true, removed: true } };
    },
    ...overrides,
  });
  return state;
}

const item = (title: string) => {
  const heading = screen.getByRole('heading', { level: 2, name: title });
  const article = heading.closest('article');
  if (!article) throw new Error(`No favourite ${title}`);
  return within(article);
};

describe('favourites page', SLOW, () => {
  it('lists favourites with price, stock, the cart and their alerts', async () => {
    const eldenRing = favorite();
    favoritesApi([eldenRing, GIFT_CARD], {
      // The cart drawer, opening on the added line, reads the product.
      '/product/id/1': () => ({
        body: { ...eldenRing.product, currency: 'EUR', currencySymbol: '€' },
      }),
    });
    renderApp('/dashboard/favorites');

    expect(await screen.findByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    expect(await screen.findByText('2 saved products')).toBeInTheDocument();

    const elden = item('Elden Ring');
    expect(elden.getByRole('link', { name: 'Elden Ring' })).toHaveAttribute(
      'href',
      '/game/pc/steam/elden-ring',
    );
    expect(elden.getByText('Steam · Standard Edition')).toBeInTheDocument();
    expect(elden.getByText('€39.99')).toBeInTheDocument();
    expect(elden.getByText('€59.99').tagName).toBe('S');
    expect(elden.getByText('In stock')).toBeInTheDocument();
    expect(elden.getByRole('switch', { name: /Price drop/ })).not.toBeChecked();

    const card = item('PlayStation Store Gift Card (EU)');
    expect(card.getByRole('link', { name: 'PlayStation Store Gift Card (EU)' })).toHaveAttribute(
      'href',
      '/gift-card/ps/playstation/playstation-store-gift-card-eu/50-eur',
    );
    expect(card.getByText('Out of stock')).toBeInTheDocument();
    expect(card.getByRole('switch', { name: /Back in stock/ })).toBeChecked();
    expect(
      card.getByRole('button', { name: 'Add to cart: PlayStation Store Gift Card (EU)' }),
    ).toBeDisabled();

    fireEvent.click(elden.getByRole('button', { name: 'Add to cart: Elden Ring' }));
    expect(useCartStore.getState().lines).toEqual([
      { productId: 1, platformGroupId: 101, quantity: 1 },
    ]);
    await waitFor(() => {
      expect(document.title).toBe('Favorites – BigKeys');
    });
  });

  it('switches an e-mail alert through the API', async () => {
    const patched: { path: string; body: unknown }[] = [];
    favoritesApi([favorite()], {
      '/users/favorites/101': (url, request) => {
        patched.push({ path: url.pathname, body: request.body });
        return {
          body: {
            favorite: favorite({ notifyPriceDrop: true }),
            currency: 'EUR',
            currencySymbol: '€',
          },
        };
      },
    });
    renderApp('/dashboard/favorites');

    const priceDrop = await screen.findByRole('switch', { name: /Price drop/ });
    fireEvent.click(priceDrop);
    await waitFor(() => {
      expect(patched).toEqual([
        { path: '/api/v1/users/favorites/101', body: { notifyPriceDrop: true } },
      ]);
    });
    expect(priceDrop).toBeChecked();
    expect(screen.getByRole('switch', { name: /Back in stock/ })).not.toBeChecked();
  });

  it('removes favourites and then shows the empty state', async () => {
    const state = favoritesApi([favorite(), GIFT_CARD]);
    renderApp('/dashboard/favorites');

    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove Elden Ring from favorites' }),
    );
    await waitFor(() => {
      expect(screen.queryByRole('heading', { level: 2, name: 'Elden Ring' })).toBeNull();
    });
    expect(screen.getByText('1 saved product')).toBeInTheDocument();
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Remove PlayStation Store Gift Card (EU) from favorites',
      }),
    );

    expect(await screen.findByText('No favorites yet')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Browse products' }),
    ).toHaveAttribute('href', '/products');
    expect(state.calls).toEqual([
      { path: 'remove', body: { platformGroupId: 101 } },
      { path: 'remove', body: { platformGroupId: 202 } },
    ]);
  });

  it('names an unknown platform and offers a retry when the list fails', async () => {
    let up = false;
    const odd = favorite({ entry: { platformId: '99' } });
    favoritesApi([odd], {
      '/users/favorites': () =>
        up
          ? { body: favoriteList([odd]) }
          : { status: 503, body: { message: 'Service unavailable', code: 'EUNAVAILABLE' } },
    });
    renderApp('/dashboard/favorites');

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your favorites");
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Unknown Platform · Standard Edition')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Elden Ring' })).toHaveAttribute(
      'href',
      '/products?search=Elden%20Ring',
    );
  });
});

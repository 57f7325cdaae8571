import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCartStore } from '../../stores/cart';
import { authReply } from '../../test/account-fixtures';
import { renderApp } from '../../test/render-app';
import { ELDEN_RING, ELDEN_RING_DETAILS, REGIONS, stubProductApi } from './testing/product-api';

// The first render of a page compiles its lazily loaded module.
const SLOW = { timeout: 20_000 };

const purchase = () => within(screen.getByRole('region', { name: 'Buy' }));
const facts = () => within(screen.getByRole('region', { name: 'Details' }));

/** The value a definition list gives for a term. */
function factValue(term: string): string | null {
  return facts().getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('game page', SLOW, () => {
  it('shows the game with its price, facts, requirements and description', async () => {
    stubProductApi();
    renderApp('/game/pc/steam/elden-ring');

    expect(await screen.findByRole('heading', { level: 1, name: 'Elden Ring' })).toBeVisible();
    // The sale price, with the original struck through.
    expect(purchase().getByText('Sale price').closest('p')).toHaveTextContent(
      'Sale price€39.99Original price€59.99−33%Save 33%',
    );
    expect(purchase().getByText('€59.99').tagName).toBe('S');
    expect(purchase().getByText('In stock')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover art of Elden Ring' })).toHaveAttribute(
      'srcset',
      '/media/products/1/small.webp 300w, /media/products/1/cover.webp 600w',
    );
    expect(screen.getByText('Rise, Tarnished, and be guided by grace.')).toBeInTheDocument();

    expect(factValue('Developer')).toBe('FromSoftware');
    expect(factValue('Publisher')).toBe('Bandai Namco');
    expect(factValue('Release date')).toBe('February 22, 2024');
    expect(factValue('Genre')).toBe('Action RPG');
    expect(factValue('Age rating')).toBe('PEGI 16');
    expect(factValue('Category')).toBe('PC');
    expect(factValue('Edition')).toBe('Standard Edition');
    expect(await facts().findByText('Europe')).toBeInTheDocument();

    const requirements = within(screen.getByRole('region', { name: 'System requirements' }));
    expect(requirements.getByText('Windows 10 64-bit')).toBeInTheDocument();
    expect(requirements.getByText('Intel Core i7-8700K')).toBeInTheDocument();
    expect(requirements.getAllByText('Version 12')).toHaveLength(2);
    expect(requirements.getAllByText('DirectX')).toHaveLength(2);
    expect(requirements.getByText('60 GB SSD')).toBeInTheDocument();
    expect(requirements.getByText('SSD recommended.')).toBeInTheDocument();
    expect(requirements.getAllByText('Operating system')).toHaveLength(2);

    expect(await screen.findByRole('link', { name: 'Dark Souls III' })).toHaveAttribute(
      'href',
      '/game/pc/steam/dark-souls-iii',
    );
    await waitFor(() => {
      expect(document.title).toBe('Elden Ring for Steam – BigKeys');
    });
  });

  it('chooses an edition, switches platform keeping it, and adds the chosen entry to the cart', async () => {
    stubProductApi();
    const { router } = renderApp('/game/pc/steam/elden-ring');

    const editions = within(await screen.findByRole('group', { name: 'Edition' }));
    expect(editions.getByRole('radio', { name: /Standard Edition/ })).toBeChecked();
    fireEvent.click(editions.getByRole('radio', { name: /Deluxe Edition/ }));
    expect(editions.getByRole('radio', { name: /Deluxe Edition/ })).toBeChecked();
    expect(purchase().getAllByText('€79.99').length).toBeGreaterThan(0);

    fireEvent.click(purchase().getByRole('button', { name: 'Add to cart' }));
    fireEvent.click(purchase().getByRole('button', { name: 'Add to cart' }));
    expect(useCartStore.getState().lines).toEqual([
      { productId: 1, platformGroupId: 102, quantity: 2 },
    ]);
    expect(purchase().getByText('2 in your cart')).toBeInTheDocument();

    const platforms = within(purchase().getByRole('navigation', { name: 'Platform' }));
    expect(platforms.getByRole('link', { name: 'Steam' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(platforms.getByRole('link', { name: 'PlayStation' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/game/ps/playstation/elden-ring');
    });
    // The Deluxe Edition is out of stock on PlayStation: it stays chosen, but cannot be bought.
    expect(
      within(screen.getByRole('group', { name: 'Edition' })).getByRole('radio', {
        name: /Deluxe Edition/,
      }),
    ).toBeChecked();
    expect(purchase().getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(factValue('Platform')).toBe('PlayStation');
  });

  it('puts the favourite heart of the chosen edition beside the cart button', async () => {
    const added: unknown[] = [];
    stubProductApi({
      '/auth/me': () => ({ body: authReply() }),
      '/users/favorites': () => ({ body: { favorites: [], currency: 'EUR', currencySymbol: '€' } }),
      '/users/favorites/add': (_url, request) => {
        added.push(request.body);
        return { status: 500, body: { message: 'Not this time', code: 'EINTERNAL' } };
      },
    });
    renderApp('/game/pc/steam/elden-ring');
    fireEvent.click(await screen.findByRole('radio', { name: /Deluxe Edition/ }));
    const heart = purchase().getByRole('button', { name: 'Favorite: Elden Ring' });
    await waitFor(() => {
      expect(heart).not.toHaveAttribute('aria-disabled');
    });
    fireEvent.click(heart);
    await waitFor(() => {
      expect(added).toEqual([{ productId: 1, platformGroupId: 102 }]);
    });
  });

  it('stops adding at three of one entry', async () => {
    stubProductApi();
    renderApp('/game/pc/steam/elden-ring');
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    for (let i = 0; i < 3; i += 1) fireEvent.click(add);
    expect(add).toBeDisabled();
    expect(purchase().getByText('Maximum of 3 products allowed')).toBeInTheDocument();
    expect(useCartStore.getState().lines[0]?.quantity).toBe(3);
  });

  it('pages through the gallery with the keyboard, thumbnails and swipes', async () => {
    stubProductApi();
    renderApp('/game/pc/steam/elden-ring');

    const gallery = within(await screen.findByRole('region', { name: 'Images of Elden Ring' }));
    const viewer = await gallery.findByRole('figure', { name: 'Image 1 of 3' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/media/products/1/large.webp');
    expect(within(viewer).getByRole('img')).toHaveAttribute('width', '1280');
    expect(within(viewer).getByRole('img')).toHaveAttribute('loading', 'lazy');

    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(gallery.getByRole('img', { name: 'The Lands Between' })).toBeInTheDocument();
    fireEvent.keyDown(viewer, { key: 'End' });
    expect(gallery.getByRole('img', { name: 'A dragon over the lake' })).toBeInTheDocument();
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(gallery.getByRole('figure', { name: 'Image 1 of 3' })).toBeInTheDocument();

    const second = gallery.getByRole('button', { name: 'Show image 2 of 3: The Lands Between' });
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-current', 'true');
    second.focus();
    fireEvent.keyDown(second, { key: 'ArrowRight' });
    const third = gallery.getByRole('button', { name: /Show image 3 of 3/ });
    expect(third).toHaveFocus();
    expect(third).toHaveAttribute('aria-current', 'true');

    const figure = gallery.getByRole('figure');
    fireEvent.pointerDown(figure, { pointerType: 'touch', clientX: 300, clientY: 100 });
    fireEvent.pointerUp(figure, { pointerType: 'touch', clientX: 200, clientY: 110 });
    expect(gallery.getByRole('figure', { name: 'Image 1 of 3' })).toBeInTheDocument();
    fireEvent.pointerDown(figure, { pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(figure, { pointerType: 'touch', clientX: 220, clientY: 100 });
    expect(gallery.getByRole('figure', { name: 'Image 3 of 3' })).toBeInTheDocument();
    // A mouse drag is not a swipe.
    fireEvent.pointerDown(figure, { pointerType: 'mouse', clientX: 300, clientY: 100 });
    fireEvent.pointerUp(figure, { pointerType: 'mouse', clientX: 100, clientY: 100 });
    expect(gallery.getByRole('figure', { name: 'Image 3 of 3' })).toBeInTheDocument();

    fireEvent.click(gallery.getByRole('button', { name: 'Previous image' }));
    expect(gallery.getByRole('figure', { name: 'Image 2 of 3' })).toBeInTheDocument();
  });

  it('asks for the description in the chosen language', async () => {
    const languages: string[] = [];
    stubProductApi({
      '/product/product-details/1': (url) => {
        languages.push(url.searchParams.get('lang') ?? '');
        return { body: ELDEN_RING_DETAILS };
      },
    });
    renderApp('/game/pc/steam/elden-ring');
    await screen.findByRole('heading', { level: 1, name: 'Elden Ring' });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'de' } });
    expect(await screen.findByRole('heading', { name: 'Beschreibung' })).toBeInTheDocument();
    await waitFor(() => {
      expect(languages).toEqual(['en', 'de']);
    });
  });
});

describe('gift card page', SLOW, () => {
  it('shows the card with its values, the region note and the chosen value’s price', async () => {
    stubProductApi();
    const { router } = renderApp('/gift-card/ps/playstation/playstation-store-gift-card-eu/25-eur');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'PlayStation Store Gift Card (EU)' }),
    ).toBeVisible();
    const values = within(purchase().getByRole('group', { name: 'Card value' }));
    expect(values.getByRole('radio', { name: /€25/ })).toBeChecked();
    expect(values.getByRole('radio', { name: /€100/ })).not.toBeChecked();
    expect(
      purchase().getByText('Redeemable only on PlayStation accounts registered in Europe.'),
    ).toBeInTheDocument();
    expect(purchase().getByText('Region: Europe.')).toBeInTheDocument();
    expect(purchase().getAllByText('€25.49').length).toBeGreaterThan(0);
    expect(factValue('Type')).toBe('Gift card');
    expect(factValue('Region')).toBe('Europe');
    await waitFor(() => {
      expect(document.title).toBe('PlayStation Store Gift Card (EU) (€25) – BigKeys');
    });

    fireEvent.click(values.getByRole('radio', { name: /€50/ }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(
        '/gift-card/ps/playstation/playstation-store-gift-card-eu/50-eur',
      );
    });
    expect(
      within(purchase().getByRole('group', { name: 'Card value' })).getByRole('radio', {
        name: /€50/,
      }),
    ).toBeChecked();
    fireEvent.click(purchase().getByRole('button', { name: 'Add to cart' }));
    expect(useCartStore.getState().lines).toEqual([
      { productId: 20, platformGroupId: 202, quantity: 1 },
    ]);
  });

  it('cannot sell a value that is out of stock', async () => {
    stubProductApi();
    renderApp('/gift-card/ps/playstation/playstation-store-gift-card-eu/100-eur');
    await screen.findByRole('heading', { level: 1, name: 'PlayStation Store Gift Card (EU)' });
    expect(purchase().getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });
});

describe('unknown products and failures', SLOW, () => {
  it.each([
    '/game/pc/steam/no-such-game',
    // A game is not a DLC, and Elden Ring is not sold on Xbox.
    '/dlc/pc/steam/elden-ring',
    '/game/xb/xbox/elden-ring',
    '/gift-card/ps/playstation/playstation-store-gift-card-eu/30-eur',
    '/game/ps/playstation/playstation-store-gift-card-eu',
  ])('shows the not-found page at %s', async (path) => {
    stubProductApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('offers a retry when the product cannot load', async () => {
    let up = false;
    stubProductApi({
      '/product/product-details/1': () =>
        up
          ? { body: ELDEN_RING_DETAILS }
          : { status: 503, body: { message: 'Service unavailable', code: 'EUNAVAILABLE' } },
    });
    renderApp('/game/pc/steam/elden-ring');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this product");
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Elden Ring' })).toBeVisible();
  });

  it('names ids the store does not know as unknown', async () => {
    stubProductApi({
      '/product/title/odd-game': () => ({
        body: {
          ...ELDEN_RING,
          _id: '9',
          slug: 'odd-game',
          typeId: '9',
          platforms: [{ ...ELDEN_RING.platforms[0], _id: '901', platformId: '77', regionId: '99' }],
        },
      }),
      '/product/product-details/9': () => ({
        body: {
          ...ELDEN_RING_DETAILS,
          _id: '9',
          type: { _id: '9', name: 'Mystery' },
          platforms: [{ _id: '77', name: 'Odd Store', slug: 'odd-store', categoryId: 'zz' }],
        },
      }),
      '/product/reviews/9': () => ({
        body: { reviews: [], average: 0, count: 0, page: 1, pageSize: 5 },
      }),
      '/product/suggested/9': () => ({
        body: { products: [], currency: 'EUR', currencySymbol: '€' },
      }),
      '/product/regions': () => ({ body: REGIONS }),
    });
    renderApp('/game/zz/odd-store/odd-game');
    expect(await screen.findByRole('heading', { level: 1, name: 'Elden Ring' })).toBeVisible();
    expect(factValue('Type')).toBe('Unknown Type');
    expect(factValue('Category')).toBe('Unknown Category');
    expect(await facts().findByText('Unknown Region')).toBeInTheDocument();
  });
});

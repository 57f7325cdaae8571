import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, useCartStore } from '../../../stores/cart';
import { stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const cartButton = () => within(screen.getByRole('banner')).getByRole('button', { name: /^Cart/ });

function addToCart(productId: number, quantity = 1) {
  act(() => {
    useCartStore.getState().add({ productId, platformGroupId: 1, quantity });
  });
}

describe('cart button and drawer', { timeout: 20_000 }, () => {
  it('shows the item count from storage without opening the drawer', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        state: { lines: [{ productId: 1, platformGroupId: 1, quantity: 2 }] },
        version: 7,
      }),
    );
    await useCartStore.persist.rehydrate();
    stubApi({});
    renderApp('/about');

    await screen.findByRole('banner');
    expect(cartButton()).toHaveAccessibleName('Cart, 2 items');
    expect(within(cartButton()).getByText('2')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no badge while the cart is empty, and the drawer says so', async () => {
    stubApi({});
    renderApp('/about');

    await screen.findByRole('banner');
    expect(cartButton()).toHaveAccessibleName('Cart');
    expect(within(cartButton()).queryByText(/\d/)).not.toBeInTheDocument();

    fireEvent.click(cartButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Your cart' }));
    expect(dialog.getByText('Your cart is empty')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('opens by itself when the count rises, and closes on Escape back to the page', async () => {
    stubApi({});
    renderApp('/about');
    await screen.findByRole('banner');

    addToCart(7, 2);
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(dialog).getByText('2 items in your cart')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close cart' })).toHaveFocus();
    expect(cartButton()).toHaveAccessibleName('Cart, 2 items');
    expect(cartButton()).toHaveAttribute('aria-expanded', 'true');

    addToCart(8);
    expect(within(dialog).getByText('3 items in your cart')).toBeInTheDocument();
    expect(within(dialog).getByText('2 products')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      '/cart',
    );

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    // A fall opens nothing.
    act(() => {
      useCartStore.getState().remove({ productId: 8, platformGroupId: 1 });
    });
    expect(cartButton()).toHaveAccessibleName('Cart, 2 items');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed when the count rises on the cart page', async () => {
    stubApi({});
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();

    addToCart(3);
    expect(cartButton()).toHaveAccessibleName('Cart, 1 item');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when View cart is followed', async () => {
    stubApi({});
    const { router } = renderApp('/about');
    await screen.findByRole('banner');

    addToCart(5);
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    fireEvent.click(within(dialog).getByRole('link', { name: 'View cart' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/cart');
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});

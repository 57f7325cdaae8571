import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, useCartStore } from '../../../stores/cart';
import { authReply } from '../../../test/account-fixtures';
import { stubApi, type FakeRoute } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { eldenRing, hades, levelProfile, PROFILE_PATH, stubCartApi } from '../testing/cart-api';

const cartButton = () => within(screen.getByRole('banner')).getByRole('button', { name: /^Cart/ });

function addToCart(productId: number, platformGroupId: number, quantity = 1) {
  act(() => {
    useCartStore.getState().add({ productId, platformGroupId, quantity });
  });
}

describe('cart button and drawer', { timeout: 20_000 }, () => {
  it('shows the item count from storage without opening the drawer', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        state: { lines: [{ productId: 1, platformGroupId: 501, quantity: 2 }] },
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

  it('drops what is unreadable in storage and caps what was edited by hand', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        state: {
          lines: [
            { productId: 1, platformGroupId: 501, quantity: 9 },
            { productId: 2, platformGroupId: 602, quantity: 0 },
            { productId: 'x', platformGroupId: 602, quantity: 1 },
            { productId: 1, platformGroupId: 501, quantity: 1 },
          ],
        },
        version: 7,
      }),
    );
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().lines).toEqual([
      { productId: 1, platformGroupId: 501, quantity: 3 },
    ]);

    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        state: { lines: [{ productId: 1, platformGroupId: 501, quantity: 1 }] },
        version: 6,
      }),
    );
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it('has no badge while the cart is empty, and the drawer says so', async () => {
    stubApi({});
    renderApp('/about');

    await screen.findByRole('banner');
    expect(cartButton()).toHaveAccessibleName('Cart');
    expect(within(cartButton()).queryByText(/\d/)).not.toBeInTheDocument();

    fireEvent.click(cartButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Your cart' }));
    // The drawer's content loads when it first opens.
    expect(await dialog.findByText('Your cart is empty')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('opens by itself when the count rises, with the lines, totals and the ways on', async () => {
    stubCartApi([eldenRing, hades]);
    renderApp('/about');
    await screen.findByRole('banner');

    addToCart(1, 501, 2);
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    const drawer = within(dialog);
    expect(drawer.getByText('2 items in your cart')).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Close cart' })).toHaveFocus();
    expect(cartButton()).toHaveAccessibleName('Cart, 2 items');
    expect(cartButton()).toHaveAttribute('aria-expanded', 'true');

    addToCart(2, 602);
    expect(drawer.getByText('3 items in your cart')).toBeInTheDocument();
    expect(await drawer.findByRole('link', { name: 'Elden Ring' })).toHaveAttribute(
      'href',
      '/game/pc/steam/elden-ring',
    );
    expect(drawer.getByRole('link', { name: 'Hades' })).toHaveAttribute(
      'href',
      '/game/xb/xbox/hades',
    );
    expect(drawer.getByText('Subtotal').nextSibling).toHaveTextContent('€144.98');
    expect(drawer.getByText('Discount').nextSibling).toHaveTextContent('−€40.00');
    expect(drawer.getByText('Total').nextSibling).toHaveTextContent('€104.98');
    expect(drawer.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(drawer.getByRole('link', { name: 'Log in to pay' })).toHaveAttribute(
      'href',
      '/login?redirect=/cart',
    );
    expect(drawer.queryByRole('link', { name: 'Go to payment' })).not.toBeInTheDocument();

    // Deleting keeps focus inside the drawer, and a fall in the count opens nothing.
    fireEvent.click(drawer.getByRole('button', { name: 'Remove Hades from the cart' }));
    expect(cartButton()).toHaveAccessibleName('Cart, 2 items');
    expect(dialog.contains(document.activeElement)).toBe(true);

    // Escape undoes a typed quantity first, then closes the drawer.
    const input = drawer.getByRole('textbox', { name: 'Quantity of Elden Ring' });
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(dialog).toBeInTheDocument();
    expect(input).toHaveValue('2');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('offers signed-in users the payment link', async () => {
    stubCartApi([hades], { '/auth/me': () => ({ body: authReply() }) });
    renderApp('/about');
    await screen.findByRole('banner');

    addToCart(2, 602);
    const drawer = within(await screen.findByRole('dialog', { name: 'Your cart' }));
    expect(await drawer.findByRole('link', { name: 'Go to payment' })).toHaveAttribute(
      'href',
      '/cart/payment',
    );
    expect(drawer.queryByRole('link', { name: 'Log in to pay' })).not.toBeInTheDocument();
  });

  it('stays closed when the count rises on the cart page', async () => {
    stubCartApi([hades]);
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();

    addToCart(2, 602);
    expect(await screen.findByRole('link', { name: 'Hades' })).toBeInTheDocument();
    await waitFor(() => {
      expect(cartButton()).toHaveAccessibleName('Cart, 1 item');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when View cart is followed', async () => {
    stubCartApi([hades]);
    const { router } = renderApp('/about');
    await screen.findByRole('banner');

    addToCart(2, 602);
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    fireEvent.click(within(dialog).getByRole('link', { name: 'View cart' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/cart');
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('takes a Loot Hunter’s 3 % off the total, and shows guests and New Challengers none', async () => {
    stubCartApi([hades], {
      '/auth/me': () => ({ body: authReply() }),
      [PROFILE_PATH]: () => ({ body: levelProfile(2) }),
    });
    const first = renderApp('/about');
    await screen.findByRole('banner');

    addToCart(2, 602);
    const drawer = within(await screen.findByRole('dialog', { name: 'Your cart' }));
    // 3 % of €25.00 is €0.75.
    const line = await drawer.findByText('Level discount (Loot Hunter, 3%)');
    expect(line.nextSibling).toHaveTextContent('−€0.75');
    expect(drawer.getByText('Total').nextSibling).toHaveTextContent('€24.25');
    first.unmount();

    const guest: Record<string, FakeRoute> = {};
    for (const routes of [guest, { '/auth/me': () => ({ body: authReply() }) }]) {
      stubCartApi([hades], routes);
      const view = renderApp('/about');
      await screen.findByRole('banner');
      fireEvent.click(cartButton());
      const again = within(await screen.findByRole('dialog', { name: 'Your cart' }));
      await waitFor(() => {
        expect(again.getByText('Total').nextSibling).toHaveTextContent('€25.00');
      });
      expect(again.queryByText(/^Level discount/)).not.toBeInTheDocument();
      view.unmount();
    }
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCartStore } from '../../stores/cart';
import { authReply } from '../../test/account-fixtures';
import { renderApp } from '../../test/render-app';
import {
  eldenRing,
  fillCart,
  hades,
  levelProfile,
  productNotFound,
  PROFILE_PATH,
  starfield,
  stubCartApi,
} from './testing/cart-api';

const lines = () => within(screen.getByRole('list', { name: 'Products in your cart' }));
const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));
const stored = () => useCartStore.getState().lines;

const requestUrl = (input: RequestInfo | URL) =>
  input instanceof Request ? input.url : input instanceof URL ? input.href : input;

async function openCart(path = '/cart') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Cart' });
  return view;
}

describe('cart page', { timeout: 20_000 }, () => {
  it('shows each line loading, then found, not found or without its platform', async () => {
    let release: (value: undefined) => void = () => undefined;
    const gate = new Promise<undefined>((resolve) => {
      release = resolve;
    });
    const fetchMock = stubCartApi([eldenRing], { '/product/id/9': productNotFound });
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      // Product answers wait until the test has seen the lines loading.
      if (requestUrl(input).includes('/product/id/')) await gate;
      if (!answer) throw new Error('The fake API has no implementation');
      return answer(input, init);
    });
    fillCart([
      { productId: 1, platformGroupId: 501, quantity: 1 },
      { productId: 9, platformGroupId: 900, quantity: 1 },
      { productId: 1, platformGroupId: 999, quantity: 2 },
    ]);
    await openCart();

    expect(lines().getAllByText('Loading product...')).toHaveLength(3);
    expect(summary().getByText('Calculating your total…')).toBeInTheDocument();
    act(() => {
      release(undefined);
    });

    expect(await lines().findByRole('link', { name: 'Elden Ring' })).toHaveAttribute(
      'href',
      '/game/pc/steam/elden-ring',
    );
    expect(lines().getByText('Error or product not found')).toBeInTheDocument();
    expect(lines().getByText('Platform not found in product data')).toBeInTheDocument();
    expect(lines().queryByText('Loading product...')).not.toBeInTheDocument();
    // One request per product, however many of its platform groups are in the cart.
    const productCalls = fetchMock.mock.calls.filter(([input]) =>
      requestUrl(input).endsWith('/product/id/1'),
    );
    expect(productCalls).toHaveLength(1);

    // Broken lines count for nothing and can be removed.
    expect(summary().getByText('€39.99', { selector: 'dd' })).toBeInTheDocument();
    expect(
      summary().getByText(
        'Products that could not be loaded are not included. Remove them to continue to payment.',
      ),
    ).toBeInTheDocument();
    // The line without its platform still names its product.
    const removeElden = lines().getAllByRole('button', { name: 'Remove Elden Ring from the cart' });
    expect(removeElden).toHaveLength(2);
    const [removeFound] = removeElden;
    if (!removeFound) throw new Error('No line to remove');
    fireEvent.click(removeFound);
    fireEvent.click(lines().getByRole('button', { name: 'Remove this product from the cart' }));
    expect(stored()).toEqual([{ productId: 1, platformGroupId: 999, quantity: 2 }]);
  });

  it.each([
    // currency, symbol, unit price and sale price in its own minor units, totals as shown
    ['JPY', '¥', 10_738, 7158, ['¥21476', '−¥7160', '¥14316']],
    ['KWD', 'KD', 21_360, 14_240, ['KD42.720', '−KD14.240', 'KD28.480']],
  ] as const)(
    'shows totals in %s with the currency’s own decimals',
    async (currency, symbol, price, salePrice, [subtotal, discount, total]) => {
      const priced = {
        ...eldenRing,
        currency,
        currencySymbol: symbol,
        platforms: eldenRing.platforms.map((e) => ({ ...e, price, salePrice })),
      };
      stubCartApi([priced]);
      fillCart([{ productId: 1, platformGroupId: 501, quantity: 2 }]);
      await openCart();

      await lines().findByRole('link', { name: 'Elden Ring' });
      const totals = summary();
      expect(totals.getByText('Subtotal').nextSibling).toHaveTextContent(subtotal);
      expect(totals.getByText('Discount').nextSibling).toHaveTextContent(discount);
      expect(totals.getByText('Total').nextSibling).toHaveTextContent(total);
    },
  );

  it('adds up subtotal, discount and total with sale prices', async () => {
    stubCartApi([eldenRing, hades]);
    fillCart([
      { productId: 1, platformGroupId: 501, quantity: 2 },
      { productId: 2, platformGroupId: 602, quantity: 1 },
    ]);
    await openCart();

    await lines().findByRole('link', { name: 'Elden Ring' });
    expect(screen.getByText('3 items in your cart')).toBeInTheDocument();
    // 2 × €59.99 + €25.00 = €144.98; 2 × (€59.99 − €39.99) = €40.00 off.
    const totals = summary();
    expect(totals.getByText('Subtotal').nextSibling).toHaveTextContent('€144.98');
    expect(totals.getByText('Discount').nextSibling).toHaveTextContent('−€40.00');
    expect(totals.getByText('Total').nextSibling).toHaveTextContent('€104.98');
    expect(totals.getByText('Prices include VAT')).toBeInTheDocument();

    // The line shows the sale price with the original struck through, and its own total.
    const [firstLine] = lines().getAllByRole('listitem');
    if (!firstLine) throw new Error('The cart shows no lines');
    const elden = within(firstLine);
    expect(elden.getByText('€39.99')).toBeInTheDocument();
    expect(elden.getByText('€59.99').tagName).toBe('S');
    expect(elden.getByText('Total for this product').parentElement).toHaveTextContent('€79.98');
    expect(elden.getByText('Steam')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('stops plus at 3 with a tooltip that focus and hover show and Escape hides', async () => {
    stubCartApi([hades]);
    fillCart([{ productId: 2, platformGroupId: 602, quantity: 2 }]);
    await openCart();

    const plus = await lines().findByRole('button', { name: 'Increase quantity of Hades' });
    expect(plus).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.click(plus);
    expect(stored()[0]?.quantity).toBe(3);

    // Still focusable at the cap, so keyboard and screen-reader users learn why.
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(plus).not.toBeDisabled();
    expect(plus).toHaveAccessibleDescription('Maximum of 3 products allowed');
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Maximum of 3 products allowed');
    expect(tooltip).toHaveAttribute('data-state', 'closed');

    fireEvent.focus(plus);
    expect(tooltip).toHaveAttribute('data-state', 'open');
    fireEvent.keyDown(plus, { key: 'Escape' });
    expect(tooltip).toHaveAttribute('data-state', 'closed');
    fireEvent.blur(plus);
    const hoverArea = plus.parentElement ?? plus;
    fireEvent.pointerEnter(hoverArea, { pointerType: 'mouse' });
    expect(tooltip).toHaveAttribute('data-state', 'open');
    fireEvent.pointerLeave(hoverArea);
    expect(tooltip).toHaveAttribute('data-state', 'closed');

    // A click (or tap) at the cap adds nothing and shows the reason.
    fireEvent.click(plus);
    expect(stored()[0]?.quantity).toBe(3);
    expect(tooltip).toHaveAttribute('data-state', 'open');
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('€75.00');
  });

  it('applies the quantity rule on blur and Enter, and 0 removes the line', async () => {
    stubCartApi([hades]);
    fillCart([{ productId: 2, platformGroupId: 602, quantity: 2 }]);
    await openCart();

    const input = await lines().findByRole('textbox', { name: 'Quantity of Hades' });
    const type = (value: string, commit: 'blur' | 'Enter') => {
      fireEvent.change(input, { target: { value } });
      if (commit === 'blur') fireEvent.blur(input);
      else fireEvent.keyDown(input, { key: 'Enter' });
    };

    type('abc', 'blur');
    expect(stored()[0]?.quantity).toBe(1);
    expect(input).toHaveValue('1');
    type('7', 'Enter');
    expect(stored()[0]?.quantity).toBe(3);
    expect(input).toHaveValue('3');
    type('-2', 'Enter');
    expect(stored()[0]?.quantity).toBe(1);
    type('2', 'blur');
    expect(input).toHaveValue('2');

    // Escape undoes what was typed.
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('2');
    expect(stored()[0]?.quantity).toBe(2);

    type('0', 'Enter');
    expect(stored()).toEqual([]);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
    // Focus does not fall out of the page with the removed line.
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toHaveFocus();
  });

  it('stops minus at 1 and deletes a line with its button', async () => {
    stubCartApi([eldenRing, hades]);
    fillCart([
      { productId: 1, platformGroupId: 501, quantity: 2 },
      { productId: 2, platformGroupId: 602, quantity: 1 },
    ]);
    await openCart();

    const minus = await lines().findByRole('button', { name: 'Decrease quantity of Elden Ring' });
    fireEvent.click(minus);
    expect(stored()[0]?.quantity).toBe(1);
    expect(minus).toBeDisabled();
    fireEvent.click(minus);
    expect(stored()[0]?.quantity).toBe(1);

    fireEvent.click(lines().getByRole('button', { name: 'Remove Elden Ring from the cart' }));
    expect(stored()).toEqual([{ productId: 2, platformGroupId: 602, quantity: 1 }]);
    expect(lines().queryByText('Elden Ring')).not.toBeInTheDocument();
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('€25.00');
  });

  it('flags an out-of-stock line and holds payment back', async () => {
    stubCartApi([starfield], { '/auth/me': () => ({ body: authReply() }) });
    fillCart([{ productId: 3, platformGroupId: 703, quantity: 1 }]);
    await openCart();

    await lines().findByRole('link', { name: 'Starfield' });
    expect(lines().getByText('Out of stock')).toBeInTheDocument();
    const pay = await summary().findByRole('button', { name: 'Go to payment' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(
      'Remove the products that are out of stock to continue to payment.',
    );
  });
});

describe('the way to payment', { timeout: 20_000 }, () => {
  it('offers guests a sign-in that comes back to the cart', async () => {
    stubCartApi([hades], {
      '/auth/providers': () => ({ body: [] }),
      '/auth/login': () => ({ body: authReply() }),
    });
    fillCart([{ productId: 2, platformGroupId: 602, quantity: 1 }]);
    const { router } = await openCart();

    const login = await summary().findByRole('link', { name: 'Log in to pay' });
    expect(login).toHaveAttribute('href', '/login?redirect=/cart');
    expect(summary().queryByRole('link', { name: 'Go to payment' })).not.toBeInTheDocument();

    fireEvent.click(login);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), {
      target: { value: 'right-password-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/cart');
    });
    await screen.findByRole('region', { name: 'Order summary' });
    expect(await summary().findByRole('link', { name: 'Go to payment' })).toHaveAttribute(
      'href',
      '/cart/payment',
    );
  });

  it('gives signed-in users the payment link', async () => {
    stubCartApi([hades], { '/auth/me': () => ({ body: authReply() }) });
    fillCart([{ productId: 2, platformGroupId: 602, quantity: 1 }]);
    await openCart();

    expect(await summary().findByRole('link', { name: 'Go to payment' })).toHaveAttribute(
      'href',
      '/cart/payment',
    );
    expect(summary().queryByRole('link', { name: 'Log in to pay' })).not.toBeInTheDocument();
  });

  it('sends guests who open the payment page to sign in', async () => {
    stubCartApi([], { '/auth/providers': () => ({ body: [] }) });
    const { router } = renderApp('/cart/payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=/cart/payment');
  });

  it('shows signed-in users the payment step', async () => {
    stubCartApi([], { '/auth/me': () => ({ body: authReply() }) });
    renderApp('/cart/payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  });
});

describe('the level discount', { timeout: 20_000 }, () => {
  const signedIn = { '/auth/me': () => ({ body: authReply() }) };
  const atLevel = (level: 1 | 2 | 3 | 4 | 5) => ({
    ...signedIn,
    [PROFILE_PATH]: () => ({ body: levelProfile(level) }),
  });

  it('takes 3 % off for a Loot Hunter, after the sale discounts, as the checkout does', async () => {
    stubCartApi([eldenRing, hades], atLevel(2));
    fillCart([
      { productId: 1, platformGroupId: 501, quantity: 2 },
      { productId: 2, platformGroupId: 602, quantity: 1 },
    ]);
    await openCart();

    const line = await summary().findByText('Level discount (Loot Hunter, 3%)');
    // €144.98 − €40.00 sale = €104.98; 3 % of it is 314.94 cents, rounded half up to €3.15.
    expect(line.nextSibling).toHaveTextContent('−€3.15');
    expect(summary().getByText('Discount').nextSibling).toHaveTextContent('−€40.00');
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('€101.83');
    expect(summary().queryByRole('link', { name: /^Reach/ })).not.toBeInTheDocument();

    // The figure follows the cart: Hades alone is €25.00, 3 % of it €0.75.
    fireEvent.click(lines().getByRole('button', { name: 'Remove Elden Ring from the cart' }));
    expect(summary().getByText('Level discount (Loot Hunter, 3%)').nextSibling).toHaveTextContent(
      '−€0.75',
    );
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('€24.25');
  });

  it.each([
    // level, currency, symbol, unit and sale price ×2, label, level discount, total
    [3, 'JPY', '¥', 10_738, 7158, 'Level discount (Elite Raider, 5%)', '−¥716', '¥13600'],
    // 3 % of KD28.480 is KD0.8544: dinars are charged in whole hundredths, so KD0.850.
    [2, 'KWD', 'KD', 21_360, 14_240, 'Level discount (Loot Hunter, 3%)', '−KD0.850', 'KD27.630'],
  ] as const)(
    'rounds a level %i discount in %s to the currency’s price step',
    async (level, currency, symbol, price, salePrice, label, discount, total) => {
      const priced = {
        ...eldenRing,
        currency,
        currencySymbol: symbol,
        platforms: eldenRing.platforms.map((e) => ({ ...e, price, salePrice })),
      };
      stubCartApi([priced], atLevel(level));
      fillCart([{ productId: 1, platformGroupId: 501, quantity: 2 }]);
      await openCart();

      expect((await summary().findByText(label)).nextSibling).toHaveTextContent(discount);
      expect(summary().getByText('Total').nextSibling).toHaveTextContent(total);
    },
  );

  it('shows guests no level discount', async () => {
    stubCartApi([hades]);
    fillCart([{ productId: 2, platformGroupId: 602, quantity: 1 }]);
    await openCart();

    await summary().findByRole('link', { name: 'Log in to pay' });
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('€25.00');
    expect(summary().queryByText(/^Level discount/)).not.toBeInTheDocument();
    expect(summary().queryByRole('link', { name: /^Reach/ })).not.toBeInTheDocument();
  });

  it('shows a New Challenger no discount, and what the next level gives', async () => {
    stubCartApi([hades], atLevel(1));
    fillCart([{ productId: 2, platformGroupId: 602, quantity: 1 }]);
    await openCart();

    const hint = await summary().findByRole('link', { name: 'Reach Loot Hunter to save 3%' });
    expect(hint).toHaveAttribute('href', '/dashboard/achievements');
    expect(summary().queryByText(/^Level discount/)).not.toBeInTheDocument();
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('€25.00');
  });

  it('shows no total until the level is known', async () => {
    let release: (value: undefined) => void = () => undefined;
    const gate = new Promise<undefined>((resolve) => {
      release = resolve;
    });
    const fetchMock = stubCartApi([hades], atLevel(4));
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (requestUrl(input).includes(PROFILE_PATH)) await gate;
      if (!answer) throw new Error('The fake API has no implementation');
      return answer(input, init);
    });
    fillCart([{ productId: 2, platformGroupId: 602, quantity: 1 }]);
    await openCart();

    await summary().findByText('Checking your level discount…');
    expect(summary().getByText('Subtotal').nextSibling).toHaveTextContent('€25.00');
    expect(summary().getByText('Level discount')).toBeInTheDocument();
    // The total waits as a placeholder rather than showing a figure it would then correct.
    expect(summary().getByText('Total').nextSibling?.textContent).toBe('');
    expect(summary().queryByText('€25.00', { selector: 'dd' })).toBe(
      summary().getByText('Subtotal').nextSibling,
    );
    act(() => {
      release(undefined);
    });

    // 7 % of €25.00 is €1.75.
    const line = await summary().findByText('Level discount (Mythic Champion, 7%)');
    expect(line.nextSibling).toHaveTextContent('−€1.75');
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('€23.25');
    expect(summary().queryByText('Checking your level discount…')).not.toBeInTheDocument();
  });

  it('says payment takes the level discount off when the level cannot be loaded', async () => {
    stubCartApi([hades], {
      ...signedIn,
      [PROFILE_PATH]: () => ({ status: 500, body: { message: 'Boom', code: 'INTERNAL' } }),
    });
    fillCart([{ productId: 2, platformGroupId: 602, quantity: 1 }]);
    await openCart();

    expect(
      await summary().findByText(
        'Your level discount, if you have one, is taken off on the payment page.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('€25.00');
    expect(summary().queryByText(/^Level discount/)).not.toBeInTheDocument();
  });
});

import { PRODUCT_TYPES } from '@store/shared/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authReply } from '../test/account-fixtures';
import { stubApi, type FakeRequest, type FakeRoute } from '../test/fake-api';
import { dlc, games, giftCards, platforms, productList, subscriptions } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { useAppSettingsStore } from '../stores/app-settings';
import { useAuthStore } from '../stores/auth';

const productsByType: Record<string, FakeRoute> = {
  [PRODUCT_TYPES.game]: () => ({ body: productList(games) }),
  [PRODUCT_TYPES.dlc]: () => ({ body: productList(dlc) }),
  [PRODUCT_TYPES.giftCard]: () => ({ body: productList(giftCards) }),
  [PRODUCT_TYPES.subscriptionCard]: () => ({ body: productList(subscriptions) }),
};

function catalogApi(overrides: Record<string, FakeRoute> = {}) {
  const byType = { ...productsByType, ...overrides };
  return stubApi({
    '/product/platforms': () => ({ body: platforms }),
    '/product/products': (url, request) => {
      const route = byType[url.searchParams.get('type') ?? ''];
      return route
        ? route(url, request)
        : { status: 400, body: { message: 'Bad type', code: 'EBADQUERY' } };
    },
  });
}

async function findCard(title: string) {
  const link = await screen.findByRole('link', { name: title });
  const card = link.closest('article');
  if (!card) throw new Error(`No card around ${title}`);
  return { link, card: within(card) };
}

describe('home page', () => {
  it('shows product cards with title, platform and price', async () => {
    catalogApi();
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your next game is one key away' }),
    ).toBeInTheDocument();

    const elden = await findCard('Elden Ring');
    expect(elden.link).toHaveAttribute('href', '/game/pc/steam/elden-ring');
    expect(elden.card.getByText('Steam')).toBeInTheDocument();
    expect(elden.card.getByText('€39.99')).toBeInTheDocument();
    const original = elden.card.getByText('€59.99');
    expect(original.tagName).toBe('S');
    expect(elden.card.getByRole('img', { name: 'Cover art of Elden Ring' })).toHaveAttribute(
      'srcset',
      '/media/products/1/small.webp 300w, /media/products/1/cover.webp 600w',
    );

    const forza = await findCard('Forza Horizon 5');
    expect(forza.card.getByText('Xbox')).toBeInTheDocument();
    expect(forza.card.getByText('€49.99').tagName).not.toBe('S');
    expect(forza.card.queryByText((_, node) => node?.tagName === 'S')).not.toBeInTheDocument();

    const mystery = await findCard('Mystery Game');
    expect(mystery.card.getByText('Unknown Platform')).toBeInTheDocument();
  });

  it('links cards of every type to their product page', async () => {
    catalogApi();
    renderApp('/');

    const giftCard = await findCard('PlayStation Store Gift Card');
    expect(giftCard.link).toHaveAttribute(
      'href',
      '/gift-card/ps/playstation/playstation-store-gift-card/25',
    );
    expect(giftCard.card.getByText('From')).toBeInTheDocument();
    expect(giftCard.card.getByText('€25.00')).toBeInTheDocument();

    const pass = await findCard('Xbox Game Pass Ultimate');
    expect(pass.link).toHaveAttribute(
      'href',
      '/subscription/xb/xbox/xbox-game-pass-ultimate/3-months',
    );
    expect(pass.card.getByText('Out of stock')).toBeInTheDocument();

    const expansion = await findCard('Elden Ring: Shadow of the Erdtree');
    expect(expansion.link).toHaveAttribute(
      'href',
      '/dlc/pc/steam/elden-ring-shadow-of-the-erdtree',
    );
  });

  it('records the settings the server announces', async () => {
    catalogApi();
    renderApp('/');
    await findCard('Elden Ring');

    expect(useAppSettingsStore.getState()).toMatchObject({
      currency: 'EUR',
      currencySymbol: '€',
      region: 'EU',
      userIp: '203.0.113.7',
    });
  });

  it('offers a retry when a shelf fails, and an empty state when it has nothing', async () => {
    let subscriptionsUp = false;
    catalogApi({
      [PRODUCT_TYPES.subscriptionCard]: () =>
        subscriptionsUp
          ? { body: productList(subscriptions) }
          : { status: 503, body: { message: 'Service unavailable', code: 'EUNAVAILABLE' } },
      [PRODUCT_TYPES.dlc]: () => ({ body: productList([]) }),
    });
    renderApp('/');

    const shelf = within(await screen.findByRole('region', { name: 'Subscriptions' }));
    expect(await shelf.findByRole('alert')).toHaveTextContent("We couldn't load these products");

    const dlcShelf = within(screen.getByRole('region', { name: 'DLC' }));
    expect(await dlcShelf.findByText('No products found.')).toBeInTheDocument();

    subscriptionsUp = true;
    fireEvent.click(shelf.getByRole('button', { name: 'Retry' }));
    expect(await shelf.findByRole('link', { name: 'Xbox Game Pass Ultimate' })).toBeInTheDocument();
    expect(shelf.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('layout', () => {
  it('has landmarks, a skip link and the platform navigation', async () => {
    catalogApi();
    renderApp('/');
    await findCard('Elden Ring');

    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'PlayStation' })).toHaveAttribute(
      'href',
      '/products?category=ps',
    );
    expect(nav.getByRole('link', { name: 'Gift Cards' })).toHaveAttribute(
      'href',
      '/products?type=3',
    );
  });

  it('switches the language from the footer and remembers it', async () => {
    catalogApi();
    renderApp('/');
    await findCard('Elden Ring');

    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'de' } });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Dein nächstes Spiel ist nur einen Key entfernt',
      }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('userLanguage')).toBe('de');
    const nav = within(screen.getByRole('navigation', { name: 'Hauptnavigation' }));
    expect(nav.getByRole('link', { name: 'Geschenkkarten' })).toBeInTheDocument();
  });

  it("keeps a signed-in customer's choice on their account too", async () => {
    const saved: FakeRequest[] = [];
    stubApi({
      '/auth/me': () => ({ body: authReply() }),
      '/product/platforms': () => ({ body: platforms }),
      '/product/products': () => ({ body: productList(games) }),
      '/users/me/language': (_url, request) => {
        saved.push(request);
        return { body: { language: 'it' } };
      },
    });
    renderApp('/');
    await findCard('Elden Ring');
    await waitFor(() => expect(useAuthStore.getState().isLoggedIn).toBe(true));

    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'it' } });

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ method: 'PUT', body: { language: 'it' } });
  });
});

describe('route table', () => {
  it('shows the not-found page for an unknown path', async () => {
    stubApi({});
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
    await waitFor(() => {
      expect(document.title).toBe('Page not found – BigKeys');
    });
  });

  it('opens the payment page for a signed-in customer at /cart/payment', async () => {
    stubApi({ '/auth/me': () => ({ body: authReply() }) });
    renderApp('/cart/payment');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    // With nothing in the cart there is no order to open.
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('keeps the about anchors as link targets', async () => {
    stubApi({});
    renderApp('/about#pricing');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Games, gift cards and subscriptions, delivered in an instant',
      }),
    ).toBeVisible();
    const onThisPage = within(screen.getByRole('navigation', { name: 'On this page' }));
    expect(onThisPage.getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      '/about#pricing',
    );
    expect(document.getElementById('pricing')).not.toBeNull();
  });

  it('nests dashboard pages under the dashboard navigation', async () => {
    stubApi({
      '/auth/me': () => ({ body: authReply() }),
      '/users/orders': () => ({ body: { orders: [], page: 1, pageSize: 10, total: 0 } }),
      '/users/keys': () => ({ body: { keys: [] } }),
    });
    renderApp('/dashboard/purchases');

    expect(await screen.findByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible();
    const nav = within(screen.getByRole('navigation', { name: 'Dashboard sections' }));
    expect(nav.getByRole('link', { name: 'Purchases' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps /__uc on the under-construction page while the store is open', async () => {
    stubApi({
      '/health': () => ({ body: { status: 'ok' } }),
      '/product/home': () => ({ body: { underConstruction: false } }),
    });
    const { router } = renderApp('/__uc');

    expect(
      await screen.findByRole('heading', { level: 1, name: "We'll be right back" }),
    ).toBeVisible();
    // Both checks have answered "open": a store never seen down is no reason to leave.
    expect(await screen.findByText("We'll auto-retry in 30 seconds…")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/__uc');
  });

  it('shows /__uc alone, in the restricted frame of maintenance', async () => {
    stubApi({
      '/health': () => ({ body: { status: 'ok', underConstruction: false } }),
      '/product/home': () => ({ body: { underConstruction: false } }),
    });
    renderApp('/__uc');

    expect(
      await screen.findByRole('heading', { level: 1, name: "We'll be right back" }),
    ).toBeVisible();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'About us' })).toBeInTheDocument();
    expect(header.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(header.queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(header.queryByRole('button', { name: 'Guest User' })).not.toBeInTheDocument();
  });

  it('shows the under-construction page and goes home once the store is back', async () => {
    let underConstruction = true;
    stubApi({
      '/health': () => ({ body: { status: 'ok' } }),
      '/product/home': () => ({ body: { underConstruction } }),
      '/product/platforms': () => ({ body: platforms }),
      '/product/products': () => ({ body: productList([]) }),
    });
    const { router } = renderApp('/__uc');

    expect(
      await screen.findByRole('heading', { level: 1, name: "We'll be right back" }),
    ).toBeVisible();
    expect(screen.getByText('Our store is currently under construction.')).toBeInTheDocument();
    expect(await screen.findByText("We'll auto-retry in 30 seconds…")).toBeInTheDocument();

    underConstruction = false;
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });
});

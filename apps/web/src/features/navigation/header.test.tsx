import type { Platform } from '@store/shared/schemas/lookups';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authReply } from '../../test/account-fixtures';
import { stubApi, type FakeReply } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

/** The platforms lookup as the store serves it. */
const PLATFORMS: Platform[] = [
  ['7', 'PC', 'pc', false],
  ['1', 'Ubisoft Connect', 'pc', false],
  ['2', 'Steam', 'pc', true],
  ['3', 'EA App', 'pc', true],
  ['4', 'Battle.net', 'pc', true],
  ['5', 'Epic Games', 'pc', true],
  ['6', 'GOG', 'pc', true],
  ['8', 'Microsoft Store', 'pc', true],
  ['12', 'Xbox', 'xb', true],
  ['10', 'PlayStation', 'ps', true],
  ['13', 'Nintendo', 'nt', true],
].map(([_id, name, categoryId, hasGiftCards]) => ({
  _id: String(_id),
  name: String(name),
  slug: String(name).toLowerCase(),
  categoryId: categoryId as Platform['categoryId'],
  color: '#334155',
  hasGiftCards: Boolean(hasGiftCards),
}));

function platformsApi(reply: () => FakeReply = () => ({ body: PLATFORMS })) {
  return stubApi({
    '/product/platforms': reply,
    // The sign-in page, where some tests end, asks which social sign-ins there are.
    '/auth/providers': () => ({ body: [] }),
  });
}

// The first render of each page compiles its lazily loaded module.
const SLOW = { timeout: 20_000 };

const banner = () => within(screen.getByRole('banner'));
const mainNav = () => within(banner().getByRole('navigation', { name: 'Main navigation' }));

/** The element, which the test needs to exist. */
function present<T>(element: T | null | undefined): T {
  if (element === null || element === undefined) throw new Error('Element missing');
  return element;
}

function pathOf(router: ReturnType<typeof renderApp>['router']): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

describe('platform menus', SLOW, () => {
  it('link each platform to its games, gift cards and subscriptions', async () => {
    platformsApi();
    renderApp('/about');

    const pcButton = await screen.findByRole('button', { name: 'PC menu' });
    expect(mainNav().getByRole('link', { name: 'PC' })).toHaveAttribute(
      'href',
      '/products?category=pc',
    );
    fireEvent.click(pcButton);
    expect(pcButton).toHaveAttribute('aria-expanded', 'true');

    const panel = within(
      present(document.getElementById(pcButton.getAttribute('aria-controls') ?? '')),
    );
    expect(await panel.findByRole('link', { name: 'Steam games' })).toHaveAttribute(
      'href',
      '/products?type=1&platform=2',
    );
    expect(panel.getByRole('link', { name: 'Steam gift cards' })).toHaveAttribute(
      'href',
      '/products?type=3&platform=2',
    );
    expect(panel.getByRole('link', { name: 'Steam subscriptions' })).toHaveAttribute(
      'href',
      '/products?type=4&platform=2',
    );
    // The plain PC platform sells no cards, so it gets no shortcuts.
    expect(panel.getByRole('link', { name: 'PC games' })).toHaveAttribute(
      'href',
      '/products?type=1&platform=7',
    );
    expect(panel.queryByRole('link', { name: 'PC gift cards' })).not.toBeInTheDocument();
    // Every platform of the family is there, in the order of the spec.
    expect(panel.getByRole('link', { name: 'Microsoft Store games' })).toHaveAttribute(
      'href',
      '/products?type=1&platform=8',
    );
    expect(panel.getByRole('link', { name: 'All PC products' })).toHaveAttribute(
      'href',
      '/products?category=pc',
    );
    expect(panel.getByRole('link', { name: 'Check Top Sellers' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('list the gift cards of every card platform, and follow a link to the filtered catalogue', async () => {
    platformsApi();
    const { router } = renderApp('/about');

    fireEvent.click(await screen.findByRole('button', { name: 'Gift Cards menu' }));
    const link = await mainNav().findByRole('link', { name: 'PlayStation gift cards' });
    expect(link).toHaveAttribute('href', '/products?type=3&platform=10');
    expect(mainNav().getByRole('link', { name: 'Nintendo gift cards' })).toHaveAttribute(
      'href',
      '/products?type=3&platform=13',
    );
    expect(mainNav().queryByRole('link', { name: 'Ubisoft Connect gift cards' })).toBeNull();

    fireEvent.click(link);
    await waitFor(() => {
      expect(pathOf(router)).toBe('/products?type=3&platform=10');
    });
    // Following a link closes the menu.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Gift Cards menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
  });

  it('open from the keyboard and close on Escape, returning focus', async () => {
    platformsApi();
    renderApp('/about');

    const button = await screen.findByRole('button', { name: 'Xbox menu' });
    button.focus();
    // Enter and Space activate the button like a click.
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const games = await mainNav().findByRole('link', { name: 'Xbox games' });
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    // ArrowDown opens and moves into the panel; arrows move on; Escape returns to the button.
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav().getByRole('link', { name: 'Xbox games' })).toHaveFocus();
    fireEvent.keyDown(present(document.activeElement), { key: 'ArrowDown' });
    expect(mainNav().getByRole('link', { name: 'Xbox gift cards' })).toHaveFocus();
    fireEvent.keyDown(present(document.activeElement), { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(games).not.toBeInTheDocument();
  });

  it('open while the pointer rests on them and close once it has left', async () => {
    platformsApi();
    renderApp('/about');

    const button = await screen.findByRole('button', { name: 'Nintendo menu' });
    const item = present(button.closest('li'));
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    await waitFor(() => {
      expect(button).toHaveAttribute('aria-expanded', 'true');
    });
    expect(await mainNav().findByRole('link', { name: 'Nintendo subscriptions' })).toHaveAttribute(
      'href',
      '/products?type=4&platform=13',
    );

    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    await waitFor(() => {
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  });

  it('close on a click outside', async () => {
    platformsApi();
    renderApp('/about');

    const button = await screen.findByRole('button', { name: 'PlayStation menu' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('keep the family link and offer a retry when the platforms cannot be loaded', async () => {
    let fail = true;
    platformsApi(() =>
      fail ? { status: 500, body: { message: 'Internal error' } } : { body: PLATFORMS },
    );
    renderApp('/about');

    fireEvent.click(await screen.findByRole('button', { name: 'PC menu' }));
    expect(mainNav().getByRole('status')).toHaveTextContent('Loading platforms…');
    expect(await mainNav().findByText('The platforms could not be loaded.')).toBeVisible();
    expect(mainNav().getByRole('link', { name: 'All PC products' })).toHaveAttribute(
      'href',
      '/products?category=pc',
    );

    fail = false;
    fireEvent.click(mainNav().getByRole('button', { name: 'Try again' }));
    expect(await mainNav().findByRole('link', { name: 'Steam games' })).toBeInTheDocument();
  });

  it('list About us with its sections, Careers and Contact us', async () => {
    stubApi({});
    renderApp('/about');
    await screen.findByRole('button', { name: 'About us menu' });
    fireEvent.click(screen.getByRole('button', { name: 'About us menu' }));

    const hrefs = ['Products', 'Highlights', 'Pricing', 'FAQs', 'POS terminals', 'Wholesale API']
      .concat(['Careers', 'Contact us'])
      .map((name) => mainNav().getByRole('link', { name }).getAttribute('href'));
    expect(hrefs).toEqual([
      '/about#products',
      '/about#highlights',
      '/about#pricing',
      '/about#faqs',
      '/about/pos',
      '/about/api',
      '/Careers',
      '/contactus',
    ]);
  });
});

describe('header search', SLOW, () => {
  it('writes the text URL-encoded into the search parameter as it is typed', async () => {
    stubApi({});
    const { router } = renderApp('/products?type=1&platform=2');

    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    const field = screen.getByRole('searchbox', { name: 'Search products' });
    expect(field).toHaveFocus();

    fireEvent.change(field, { target: { value: 'elden' } });
    await waitFor(() => {
      expect(pathOf(router)).toBe('/products?type=1&platform=2&search=elden');
    });
    fireEvent.change(field, { target: { value: 'elden ring & co' } });
    await waitFor(() => {
      expect(pathOf(router)).toBe('/products?type=1&platform=2&search=elden%20ring%20%26%20co');
    });
    // One history entry for the whole search, not one per key.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to the catalogue from another page, and Back returns from it', async () => {
    stubApi({});
    const { router } = renderApp('/about');

    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    const field = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(field, { target: { value: 'f' } });
    // More keys while the catalogue page is still on its way.
    fireEvent.change(field, { target: { value: 'fi' } });
    fireEvent.change(field, { target: { value: 'fif' } });
    fireEvent.change(field, { target: { value: 'fifa' } });
    await waitFor(() => {
      expect(pathOf(router)).toBe('/products?search=fifa');
    });

    await act(() => router.navigate(-1));
    expect(pathOf(router)).toBe('/about');
  });

  it('clears on Escape and returns to /products', async () => {
    stubApi({});
    const { router } = renderApp('/products?type=3&search=steam');

    const button = await screen.findByRole('button', { name: 'Search' });
    fireEvent.click(button);
    const field = screen.getByRole('searchbox', { name: 'Search products' });
    // The field shows the search the catalogue already has.
    expect(field).toHaveValue('steam');

    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => {
      expect(pathOf(router)).toBe('/products');
    });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('closes when the visitor leaves /products', async () => {
    stubApi({});
    const { router } = renderApp('/products');

    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zelda' } });
    await waitFor(() => {
      expect(pathOf(router)).toBe('/products?search=zelda');
    });

    await act(() => router.navigate('/about'));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    // Reopened elsewhere it starts empty.
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('keeps its text while moving around /products, and follows Back', async () => {
    stubApi({});
    const { router } = renderApp('/products?search=halo');

    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'halo 3' } });
    await waitFor(() => {
      expect(pathOf(router)).toBe('/products?search=halo%203');
    });
    await act(() => router.navigate(-1));
    expect(screen.getByRole('searchbox')).toHaveValue('halo');
  });
});

describe('phone menu drawer', SLOW, () => {
  it('opens as a dialog, keeps focus inside, and closes on Escape back to its button', async () => {
    platformsApi();
    renderApp('/about');

    const button = await screen.findByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    fireEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();

    // Tab from the last control wraps to the first, Shift+Tab from the first to the last.
    const focusables = Array.from(
      dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
    ).filter((element) => !element.closest('[hidden]'));
    const last = present(focusables.at(-1));
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();

    fireEvent.keyDown(last, { key: 'Escape' });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers guests Log in and Register that come back here, and the platforms by family', async () => {
    platformsApi();
    const { router } = renderApp('/about/pos');

    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(dialog.getByText('Guest User')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');

    const xbox = dialog.getByRole('button', { name: 'Xbox' });
    expect(xbox).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(xbox);
    expect(xbox).toHaveAttribute('aria-expanded', 'true');
    expect(await dialog.findByRole('link', { name: 'Xbox subscriptions' })).toHaveAttribute(
      'href',
      '/products?type=4&platform=12',
    );
    expect(dialog.getByRole('link', { name: 'Check Top Sellers' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(dialog.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactus');

    fireEvent.click(dialog.getByRole('link', { name: 'Log in' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(router.state.location.state).toEqual({ from: '/about/pos' });
    // Following a link closes the drawer.
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('closes on a click on the backdrop', async () => {
    platformsApi();
    renderApp('/about');

    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const backdrop = present(dialog.previousElementSibling);
    fireEvent.click(backdrop);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
  it('offers a signed-in user the dashboard and Logout, which goes to /login', async () => {
    let signedIn = true;
    stubApi({
      '/auth/me': () => (signedIn ? { body: authReply() } : { status: 401, body: {} }),
      '/auth/logout': () => {
        signedIn = false;
        return { body: { success: true } };
      },
      '/product/platforms': () => ({ body: PLATFORMS }),
      '/auth/providers': () => ({ body: [] }),
    });
    const { router } = renderApp('/dashboard');
    await screen.findByRole('button', { name: 'Ada' });

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(dialog.getByText('ada@example.com')).toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Security' })).toHaveAttribute(
      'href',
      '/dashboard/security',
    );

    fireEvent.click(dialog.getByRole('button', { name: 'Logout' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});

describe('account entry', SLOW, () => {
  it("shows a guest as 'Guest User' with Log in and Register", async () => {
    platformsApi();
    const { router } = renderApp('/about');

    const button = await screen.findByRole('button', { name: 'Guest User' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu');
    const login = within(menu).getByRole('menuitem', { name: 'Log in' });
    await waitFor(() => {
      expect(login).toHaveFocus();
    });
    expect(within(menu).getByRole('menuitem', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    fireEvent.click(login);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(router.state.location.state).toEqual({ from: '/about' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('restricted header', SLOW, () => {
  it('shows only the About us menu and the theme while the store is down', async () => {
    stubApi({ '/health': () => ({ status: 503, body: { status: 'error' } }) });
    renderApp('/products');

    expect(
      await screen.findByRole('heading', { level: 1, name: "We'll be right back" }),
    ).toBeVisible();
    const header = banner();
    expect(header.getByRole('button', { name: /^Theme:/ })).toBeInTheDocument();
    expect(header.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(header.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(header.queryByRole('button', { name: /^Cart/ })).toBeNull();
    expect(header.queryByRole('button', { name: 'Guest User' })).toBeNull();
    expect(header.queryByRole('button', { name: 'Open menu' })).toBeNull();

    const about = header.getByRole('navigation', { name: 'About BigKeys' });
    fireEvent.click(within(about).getByRole('button', { name: 'About us menu' }));
    expect(within(about).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      '/about#pricing',
    );
    expect(within(about).getByRole('link', { name: 'Careers' })).toHaveAttribute(
      'href',
      '/Careers',
    );
  });
});

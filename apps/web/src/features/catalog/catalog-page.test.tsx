import type { NamedLookup } from '@store/shared/schemas/lookups';
import type { ProductSummary } from '@store/shared/schemas/products';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { stubApi, UNAUTHORIZED, type FakeReply, type FakeRoute } from '../../test/fake-api';
import { entry, platforms, product, productList } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const GENRES: NamedLookup[] = [
  { _id: '1', name: 'Action' },
  { _id: '3', name: 'RPG' },
];

const CATALOGUE: ProductSummary[] = [
  product({
    _id: '1',
    title: 'Elden Ring',
    slug: 'elden-ring',
    genreId: '3',
    platforms: [entry({ platformId: '7', price: 5999, salePrice: 3999 })],
  }),
  product({
    _id: '2',
    title: 'Élden Tales',
    slug: 'elden-tales',
    genreId: '1',
    platforms: [entry({ platformId: '12', price: 1999 })],
  }),
  product({
    _id: '3',
    title: 'Forza Horizon 5',
    slug: 'forza-horizon-5',
    genreId: '1',
    platforms: [entry({ platformId: '12', price: 4999, inStock: false })],
  }),
  product({
    _id: '20',
    title: 'PlayStation Store Gift Card',
    slug: 'playstation-store-gift-card',
    typeId: '3',
    platforms: [entry({ platformId: '10', editionName: '€25', price: 2500 })],
  }),
];

/** A small stand-in for the catalogue search: filters by type, platform, genre and title. */
function serveCatalogue(url: URL): FakeReply {
  const params = url.searchParams;
  const search = params.get('search')?.toLowerCase();
  const matches = CATALOGUE.filter(
    (item) =>
      (!params.has('type') || item.typeId === params.get('type')) &&
      (!params.has('genre') || item.genreId === params.get('genre')) &&
      (!params.has('platform') ||
        item.platforms.some((option) => option.platformId === params.get('platform'))) &&
      (!search ||
        item.title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes(search)),
  );
  return { body: productList(matches, { page: Number(params.get('page') ?? 1), pageSize: 24 }) };
}

/** The catalogue API; returns the query strings of the product list requests made. */
function catalogueApi(products: FakeRoute = serveCatalogue) {
  const listRequests: URLSearchParams[] = [];
  stubApi({
    '/product/platforms': () => ({ body: platforms }),
    '/product/genres': () => ({ body: GENRES }),
    '/product/products': (url, request) => {
      listRequests.push(url.searchParams);
      return products(url, request);
    },
  });
  return listRequests;
}

function pathOf(router: ReturnType<typeof renderApp>['router']): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

// The first render compiles the lazily loaded page.
const SLOW = { timeout: 20_000 };

describe('catalogue page', SLOW, () => {
  it('asks the server for the accepted filters only, leaving out empty ones', async () => {
    const requests = catalogueApi();
    renderApp('/products?type=1&platform=12&colour=red&genre=&sort=&maxPrice=&page=1');

    expect(await heading('Games for Xbox')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Forza Horizon 5' })).toBeInTheDocument();
    expect(requests.map((params) => Object.fromEntries(params))).toEqual([
      { type: '1', platform: '12', page: '1', pageSize: '24' },
    ]);
    expect(screen.getByText('2 products')).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(chips.getByRole('button', { name: 'Remove filter: Xbox' })).toBeInTheDocument();
    expect(chips.getByRole('button', { name: 'Remove filter: Games' })).toBeInTheDocument();
  });

  it("says 'All products' and sorts A–Z without filters", async () => {
    const requests = catalogueApi();
    renderApp('/products');

    expect(await heading('All products')).toBeVisible();
    expect(await screen.findByText('4 products')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title-asc');
    expect(requests[0]?.has('sort')).toBe(false);
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('All products – BigKeys');
    });
  });

  it('writes a filter change into the URL, starts at page 1 again, and follows Back and Forward', async () => {
    const requests = catalogueApi();
    const { router } = renderApp('/products?type=1&page=2');
    await heading('Games');

    fireEvent.click(screen.getByRole('radio', { name: 'Gift cards' }));
    await waitFor(() => {
      expect(pathOf(router)).toBe('/products?type=3');
    });
    expect(await heading('Gift cards')).toBeVisible();
    expect(
      await screen.findByRole('link', { name: 'PlayStation Store Gift Card' }),
    ).toBeInTheDocument();
    expect(Object.fromEntries(requests.at(-1) ?? [])).toEqual({
      type: '3',
      page: '1',
      pageSize: '24',
    });

    fireEvent.change(screen.getByRole('combobox', { name: 'Genre' }), { target: { value: '3' } });
    await waitFor(() => {
      expect(pathOf(router)).toBe('/products?type=3&genre=3');
    });

    await act(() => router.navigate(-1));
    expect(pathOf(router)).toBe('/products?type=3');
    expect(screen.getByRole('combobox', { name: 'Genre' })).toHaveValue('');

    await act(() => router.navigate(-1));
    expect(pathOf(router)).toBe('/products?type=1&page=2');
    expect(await heading('Games')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Games' })).toBeChecked();

    await act(() => router.navigate(1));
    expect(await heading('Gift cards')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Gift cards' })).toBeChecked();
  });

  it('names the genres in the language the visitor reads', async () => {
    const asked: (string | null)[] = [];
    const names: Record<string, string> = { en: 'Adventure', de: 'Abenteuer' };
    stubApi({
      '/product/platforms': () => ({ body: platforms }),
      '/product/genres': (url) => {
        const lang = url.searchParams.get('lang');
        asked.push(lang);
        return { body: [{ _id: '1', name: names[lang ?? 'en'] ?? 'Adventure' }] };
      },
      '/product/products': serveCatalogue,
    });
    renderApp('/products?type=1');
    expect(await screen.findByRole('option', { name: 'Adventure' })).toBeInTheDocument();

    await act(() => i18n.changeLanguage('de'));
    try {
      expect(await screen.findByRole('option', { name: 'Abenteuer' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
    expect(asked).toEqual(['en', 'de']);
  });

  it('removes one filter from its chip', async () => {
    catalogueApi();
    const { router } = renderApp('/products?type=1&genre=1&platform=12');
    const chip = await screen.findByRole('button', { name: 'Remove filter: Action' });

    fireEvent.click(chip);
    await waitFor(() => {
      expect(pathOf(router)).toBe('/products?type=1&platform=12');
    });
  });

  it("shows 'No products found.' and resets every filter from there", async () => {
    const requests = catalogueApi();
    const { router } = renderApp('/products?type=1&search=zelda');

    const empty = await screen.findByText('No products found.');
    const panel = within(empty.closest('[role="status"]') ?? document.body);
    expect(panel.getByText(/Nothing matches “zelda”/)).toBeInTheDocument();
    fireEvent.click(panel.getByRole('button', { name: 'Reset filters' }));

    await waitFor(() => {
      expect(pathOf(router)).toBe('/products');
    });
    expect(await heading('All products')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Elden Ring' })).toBeInTheDocument();
    expect(screen.queryByText('No products found.')).not.toBeInTheDocument();
    // Clearing the search does not wait for a pause in typing.
    expect(requests.map((params) => Object.fromEntries(params))).toEqual([
      { type: '1', search: 'zelda', page: '1', pageSize: '24' },
      { page: '1', pageSize: '24' },
    ]);
  });

  it('marks products that are out of stock', async () => {
    catalogueApi();
    renderApp('/products?platform=12');

    const forza = (await screen.findByRole('link', { name: 'Forza Horizon 5' })).closest('article');
    const tales = screen.getByRole('link', { name: 'Élden Tales' }).closest('article');
    expect(forza && within(forza).getByText('Out of stock')).toBeInTheDocument();
    expect(tales && within(tales).queryByText('Out of stock')).toBeNull();
  });

  it('marks the searched words in the titles, ignoring case and accents', async () => {
    catalogueApi();
    renderApp('/products?search=ELDEN');

    expect(await heading('Results for “ELDEN”')).toBeVisible();
    const ring = await screen.findByRole('link', { name: 'Elden Ring' });
    const tales = screen.getByRole('link', { name: 'Élden Tales' });
    expect([...ring.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Elden']);
    expect([...tales.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Élden']);
    // While searching, the best matches come first unless another order is chosen.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('');
  });

  it('searches once typing in the header pauses, not on every key', async () => {
    const requests = catalogueApi();
    const { router } = renderApp('/products?type=1');
    await screen.findByRole('link', { name: 'Elden Ring' });

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const field = screen.getByRole('searchbox', { name: 'Search products' });
    for (const text of ['f', 'fo', 'for']) fireEvent.change(field, { target: { value: text } });
    expect(pathOf(router)).toBe('/products?type=1&search=for');

    expect(await heading('Results for “for”')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Forza Horizon 5' })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Elden Ring' })).not.toBeInTheDocument();
    });
    const searches = requests.map((params) => params.get('search'));
    expect(searches).toEqual([null, 'for']);
  });

  it('shows unknown ids by the spec names and asks the server nothing', async () => {
    const requests = catalogueApi();
    renderApp('/products?platform=999&type=9&category=sega');

    expect(await screen.findByText('No products found.')).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(chips.getByText('Unknown Platform')).toBeInTheDocument();
    expect(chips.getByText('Unknown Type')).toBeInTheDocument();
    expect(chips.getByText('Unknown Category')).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('offers a retry when the products cannot be loaded', async () => {
    let up = false;
    catalogueApi((url) =>
      up
        ? serveCatalogue(url)
        : { status: 503, body: { message: 'Service unavailable', code: 'EUNAVAILABLE' } },
    );
    renderApp('/products');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the products");
    up = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Elden Ring' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links the other pages, keeping the filters', async () => {
    catalogueApi((url) => ({
      body: productList(CATALOGUE.slice(0, 2), {
        total: 100,
        page: Number(url.searchParams.get('page') ?? 1),
        pageSize: 24,
      }),
    }));
    const { router } = renderApp('/products?type=1&ref=friend');

    const pager = within(await screen.findByRole('navigation', { name: 'Pages' }));
    expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pager.getByRole('link', { name: 'Page 5' })).toHaveAttribute(
      'href',
      '/products?type=1&ref=friend&page=5',
    );
    expect(pager.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(pager.getByText('Page 1 of 5')).toBeInTheDocument();

    fireEvent.click(pager.getByRole('link', { name: 'Next page' }));
    await waitFor(() => {
      expect(pathOf(router)).toBe('/products?type=1&ref=friend&page=2');
    });
    const next = within(await screen.findByRole('navigation', { name: 'Pages' }));
    expect(await next.findByText('Page 2 of 5')).toBeInTheDocument();
    expect(next.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/products?type=1&ref=friend',
    );
  });

  it('applies a maximum price written with a comma', async () => {
    const requests = catalogueApi();
    const { router } = renderApp('/products?type=1');
    await screen.findByRole('link', { name: 'Elden Ring' });

    const field = screen.getByRole('textbox', { name: 'Max price' });
    fireEvent.change(field, { target: { value: 'cheap' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter an amount such as 19.99')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(pathOf(router)).toBe('/products?type=1');

    fireEvent.change(field, { target: { value: '19,99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(pathOf(router)).toBe('/products?type=1&maxPrice=19.99');
    });
    expect(
      await screen.findByRole('button', { name: 'Remove filter: Up to €19.99' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(requests.at(-1)?.get('maxPrice')).toBe('19.99');
    });
  });

  it.each([
    ['JPY', '5000', '¥', 'Up to ¥5000', '¥5999'],
    ['JPY', '4999.99', '¥', 'Up to ¥4999', '¥5999'],
    ['KWD', '6.5', 'KD', 'Up to KD6.500', 'KD5.999'],
  ])(
    'shows prices in %s, and maxPrice=%s, with the currency’s own decimals',
    async (currency, maxPrice, symbol, chip, price) => {
      // Like the real server, every response announces the visitor's currency.
      const headers = { 'x-currency': currency };
      stubApi({
        '/auth/me': () => ({ ...UNAUTHORIZED, headers }),
        '/health': () => ({ body: { status: 'ok' }, headers }),
        '/product/home': () => ({ body: { underConstruction: false }, headers }),
        '/product/platforms': () => ({ body: platforms, headers }),
        '/product/genres': () => ({ body: GENRES, headers }),
        '/product/products': (url) => {
          const reply = serveCatalogue(url);
          return {
            body: { ...(reply.body as object), currency, currencySymbol: symbol },
            headers,
          };
        },
      });
      renderApp(`/products?type=1&maxPrice=${maxPrice}`);
      const card = (await screen.findByRole('link', { name: 'Elden Ring' })).closest('article');
      if (!card) throw new Error('No card for Elden Ring');
      expect(within(card).getByText(price).tagName).toBe('S');
      expect(await screen.findByRole('button', { name: `Remove filter: ${chip}` })).toBeVisible();
    },
  );

  it('changes the platform family, dropping a platform of another family', async () => {
    catalogueApi();
    const { router } = renderApp('/products?type=1&platform=12');
    await heading('Games for Xbox');

    fireEvent.click(screen.getByRole('radio', { name: 'PC' }));
    await waitFor(() => {
      expect(pathOf(router)).toBe('/products?type=1&category=pc');
    });
    expect(await heading('Games for PC')).toBeVisible();
    const platformSelect = screen.getByRole('combobox', { name: 'Platform' });
    expect(within(platformSelect).getByRole('option', { name: 'Steam' })).toBeInTheDocument();
    expect(within(platformSelect).queryByRole('option', { name: 'Xbox' })).toBeNull();
  });

  it('opens and closes the filter panel from its button on small screens', async () => {
    catalogueApi();
    renderApp('/products?type=1');
    await screen.findByRole('link', { name: 'Elden Ring' });

    const toggle = screen.getByRole('button', { name: 'Filters, 1 active' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(
      document.getElementById(toggle.getAttribute('aria-controls') ?? ''),
    ).toHaveAccessibleName('Filters');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Show 3 results' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('speaks German on the same page', async () => {
    catalogueApi();
    renderApp('/products?type=3');
    fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'de' } });

    expect(await heading('Geschenkkarten')).toBeVisible();
    expect(await screen.findByText('1 Produkt')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sortieren nach' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Geschenkkarten' })).toBeInTheDocument();
  });
});

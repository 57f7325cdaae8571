import { ADMIN_CATALOGUE_MESSAGES, type AdminProduct } from '@store/shared/schemas/admin-catalogue';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfCookie } from '../../../test/account-fixtures';
import { stubApi, type FakeRequest, type FakeRoute } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { staffMember, staffMeReply } from '../testing/admin-api';

const SLOW = { timeout: 20_000 };
const none = { de: null, en: null, es: null, fr: null, it: null };

function product(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    _id: '9',
    title: 'Star Haul',
    slug: 'star-haul',
    published: false,
    titles: none,
    descriptions: { de: '', en: '', es: '', fr: '', it: '' },
    systemRequirements: none,
    typeId: '1',
    genreId: '2',
    developerId: '3',
    publisherId: '4',
    ratingId: '5',
    baseProductId: null,
    releaseDate: '2025-03-04',
    editions: [],
    entries: [],
    images: { cover: { url: '/media/products/9/cover.webp', uploaded: false }, screenshots: [] },
    ...overrides,
  };
}

const named = (id: string, name: string) => ({ _id: id, name });
const platform = (id: string, name: string) => ({
  _id: id,
  name,
  slug: name.toLowerCase(),
  categoryId: 'pc',
  color: '#123456',
  hasGiftCards: false,
});
const region = (id: string, name: string) => ({ _id: id, shortname: name, name, symbol: '' });

/** The lookup lists the forms choose from. */
const LOOKUPS: Record<string, FakeRoute> = {
  '/product/types': () => ({ body: [named('1', 'Game'), named('2', 'DLC')] }),
  '/product/genres': () => ({ body: [named('2', 'Racing'), named('6', 'Puzzle')] }),
  '/product/developers': () => ({ body: [named('3', 'Nitro Works')] }),
  '/product/publishers': () => ({ body: [named('4', 'Big Box')] }),
  '/product/ratings': () => ({ body: [named('5', 'PEGI 12')] }),
  '/product/platforms': () => ({ body: [platform('1', 'Steam'), platform('2', 'Xbox')] }),
  '/product/regions': () => ({ body: [region('1', 'Europe'), region('2', 'Global')] }),
};

const emptyList = () => ({ body: { products: [], total: 0, page: 1, pageSize: 25 } });

/** An entry's line of platform, region and edition, whole though its names are apart. */
const entryLine = (pattern: RegExp) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && pattern.test(element.textContent);

function choose(label: string, option: string) {
  const select = screen.getByLabelText(label);
  fireEvent.change(select, {
    target: { value: within(select).getByRole('option', { name: option }).getAttribute('value') },
  });
}

describe('creating a product', SLOW, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('checks the fields, shows the refusal, and opens the new product in the editor', async () => {
    setCsrfCookie('csrf-9');
    const sent: FakeRequest[] = [];
    let slugTaken = true;
    stubApi({
      ...LOOKUPS,
      '/admin/me': () => staffMeReply(staffMember('catalogue')),
      '/admin/products': (_url, request) => {
        if (request.method !== 'POST') return emptyList();
        sent.push(request);
        if (slugTaken) {
          return {
            status: 409,
            body: { message: ADMIN_CATALOGUE_MESSAGES.slugTaken, code: 'SLUG_TAKEN' },
          };
        }
        return { status: 201, body: product() };
      },
      '/admin/products/9': () => ({ body: product() }),
    });
    const { router } = renderApp('/admin/catalogue');

    fireEvent.click(await screen.findByRole('button', { name: 'New product' }));
    const dialog = await screen.findByRole('dialog', { name: 'New product' });
    await waitFor(() => {
      expect(within(dialog).getByLabelText('Publisher')).toBeEnabled();
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create product' }));
    expect(within(dialog).getByText('Enter a title.')).toBeVisible();
    expect(within(dialog).getAllByText('Choose one.')).toHaveLength(5);
    expect(sent).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Main title'), {
      target: { value: '  Star Haul ' },
    });
    choose('Type', 'Game');
    choose('Genre', 'Racing');
    choose('Developer', 'Nitro Works');
    choose('Publisher', 'Big Box');
    choose('Age rating', 'PEGI 12');
    fireEvent.change(within(dialog).getByLabelText('Release date'), {
      target: { value: '2025-03-04' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create product' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Another product already uses this URL name.',
    );
    expect(sent[0]?.body).toEqual({
      title: 'Star Haul',
      releaseDate: '2025-03-04',
      typeId: 1,
      genreId: 2,
      developerId: 3,
      publisherId: 4,
      ratingId: 5,
    });
    expect(sent[0]?.headers.get('x-csrf-token')).toBe('csrf-9');

    slugTaken = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create product' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Star Haul' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toContain('product=9');
    expect(sent).toHaveLength(2);
  });

  it('shows the refusal in the member’s language', async () => {
    stubApi({
      ...LOOKUPS,
      '/admin/me': () => staffMeReply(staffMember('catalogue')),
      '/admin/products': (_url, request) =>
        request.method === 'POST'
          ? {
              status: 400,
              body: { message: ADMIN_CATALOGUE_MESSAGES.unknownLookup, code: 'UNKNOWN_LOOKUP' },
            }
          : emptyList(),
    });
    renderApp('/admin/catalogue');
    await screen.findByRole('button', { name: 'New product' });
    await act(async () => {
      await i18n.changeLanguage('de');
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Neues Produkt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neues Produkt' });
    await waitFor(() => {
      expect(within(dialog).getByLabelText('Publisher')).toBeEnabled();
    });
    fireEvent.change(within(dialog).getByLabelText('Haupttitel'), { target: { value: 'X' } });
    choose('Typ', 'Game');
    choose('Genre', 'Racing');
    choose('Entwickler', 'Nitro Works');
    choose('Publisher', 'Big Box');
    choose('Altersfreigabe', 'PEGI 12');
    fireEvent.change(within(dialog).getByLabelText('Erscheinungsdatum'), {
      target: { value: '2025-03-04' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Produkt anlegen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ein Typ, Genre, Entwickler, Publisher, eine Altersfreigabe, Plattform oder Region existiert nicht.',
    );
  });
});

describe('adding a platform entry', SLOW, () => {
  it('sends exact cents with the edition, and shows a duplicate as refused', async () => {
    setCsrfCookie('csrf-10');
    const sent: FakeRequest[] = [];
    const editions = [
      { _id: '31', name: 'Standard', slug: 'standard' },
      { _id: '32', name: 'Deluxe', slug: 'deluxe' },
    ];
    const added = {
      _id: '90',
      platformId: '2',
      editionId: '32',
      regionId: '1',
      priceMinor: 1999,
      salePriceMinor: 1,
      keysAvailable: 0,
      inUse: false,
    };
    stubApi({
      ...LOOKUPS,
      '/admin/me': () => staffMeReply(staffMember('catalogue')),
      '/admin/products/9': () => ({ body: product({ editions }) }),
      '/admin/products/9/entries': (_url, request) => {
        sent.push(request);
        return sent.length === 1
          ? { body: product({ editions, entries: [added] }) }
          : {
              status: 409,
              body: { message: ADMIN_CATALOGUE_MESSAGES.entryExists, code: 'ENTRY_EXISTS' },
            };
      },
    });
    renderApp('/admin/catalogue?product=9');

    const form = await screen.findByRole('form', { name: 'Add a platform entry' });
    await waitFor(() => {
      expect(within(form).getByLabelText('Platform')).toBeEnabled();
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(within(form).getAllByText('Choose one.')).toHaveLength(2);
    expect(within(form).getByText('Enter an amount such as 19.99.')).toBeVisible();

    const fill = () => {
      choose('Platform', 'Xbox');
      fireEvent.change(within(form).getByLabelText('Edition'), { target: { value: '32' } });
      choose('Region', 'Europe');
      fireEvent.change(within(form).getByLabelText('Price (EUR)'), { target: { value: '19.99' } });
      fireEvent.change(within(form).getByLabelText('Sale price (EUR)'), {
        target: { value: '0,01' },
      });
    };
    fill();
    fireEvent.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('The entry is added.')).toBeVisible();
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toEqual({
      platformId: 2,
      editionId: 32,
      regionId: 1,
      priceMinor: 1999,
      salePriceMinor: 1,
    });
    expect(sent[0]?.headers.get('x-csrf-token')).toBe('csrf-10');
    const entries = screen.getByRole('list', { name: 'Platform entries' });
    expect(within(entries).getByText(entryLine(/^Xbox · Europe · Edition: Deluxe/))).toBeVisible();
    expect(within(form).getByLabelText('Price (EUR)')).toHaveValue('');

    fill();
    fireEvent.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      ADMIN_CATALOGUE_MESSAGES.entryExists,
    );
    expect(sent).toHaveLength(2);
  });

  it('shows a placeholder, not the platform id, until the platforms are loaded', async () => {
    const fetchMock = stubApi({
      ...LOOKUPS,
      '/admin/me': () => staffMeReply(staffMember('catalogue')),
      '/admin/products/9': () => ({
        body: product({
          entries: [
            {
              _id: '91',
              platformId: '2',
              editionId: null,
              regionId: '2',
              priceMinor: 500,
              salePriceMinor: null,
              keysAvailable: 4,
              inUse: false,
            },
          ],
        }),
      }),
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = fetchMock.getMockImplementation();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.includes('/product/platforms')) await held;
      return answer?.(input, init);
    });
    renderApp('/admin/catalogue?product=9');

    const entries = await screen.findByRole('list', { name: 'Platform entries' });
    // The regions come; the platforms are held back: a placeholder stands for the platform.
    const heading = await within(entries).findByText(
      entryLine(/^Loading the platform… · Global · Edition: None/),
    );
    expect(within(heading).getByText('Loading the platform…')).toBeInTheDocument();
    expect(within(entries).queryByText('2')).not.toBeInTheDocument();

    release();
    await waitFor(() => {
      expect(heading).toHaveTextContent(/^Xbox · Global/);
    });
    expect(screen.getByRole('button', { name: 'Save the prices of Xbox' })).toBeVisible();
  });
});

describe('editing editions', SLOW, () => {
  it('renames, reorders, adds and saves the whole list', async () => {
    setCsrfCookie('csrf-11');
    const sent: FakeRequest[] = [];
    const editions = [
      { _id: '31', name: 'Standard', slug: 'standard' },
      { _id: '32', name: 'Deluxe', slug: 'deluxe' },
    ];
    stubApi({
      ...LOOKUPS,
      '/admin/me': () => staffMeReply(staffMember('catalogue')),
      '/admin/products/9': (_url, request) => {
        if (request.method !== 'PATCH') return { body: product({ editions }) };
        sent.push(request);
        if (sent.length === 1) {
          return {
            status: 409,
            body: { message: ADMIN_CATALOGUE_MESSAGES.editionInUse, code: 'EDITION_IN_USE' },
          };
        }
        return {
          body: product({
            editions: [
              { _id: '32', name: 'Deluxe', slug: 'deluxe' },
              { _id: '31', name: 'Base', slug: 'base' },
              { _id: '33', name: 'Gold', slug: 'gold' },
            ],
          }),
        };
      },
    });
    renderApp('/admin/catalogue?product=9');

    const form = await screen.findByRole('form', { name: 'Editions' });
    const save = within(form).getByRole('button', { name: 'Save editions' });
    expect(save).toBeDisabled();
    fireEvent.change(within(form).getByLabelText('Edition 1'), { target: { value: 'Base' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Move Deluxe up' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add an edition' }));
    fireEvent.click(save);
    expect(within(form).getByText('Name the edition.')).toBeVisible();
    expect(sent).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Edition 3'), { target: { value: ' Gold ' } });
    fireEvent.click(save);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      ADMIN_CATALOGUE_MESSAGES.editionInUse,
    );
    fireEvent.click(save);
    expect(await screen.findByText('The editions are saved.')).toBeVisible();
    const body = {
      editions: [{ _id: '32', name: 'Deluxe' }, { _id: '31', name: 'Base' }, { name: 'Gold' }],
    };
    expect(sent[0]?.body).toEqual(body);
    expect(sent[1]?.body).toEqual(body);
    expect(within(form).getByLabelText('Edition 3')).toHaveValue('Gold');
    expect(save).toBeDisabled();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CSRF_HEADER } from '@store/shared/schemas/auth';
import type { Favorite } from '@store/shared/schemas/favorites';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../stores/auth';
import { useNoticesStore } from '../../stores/notices';
import { authReply, setCsrfCookie } from '../../test/account-fixtures';
import { stubApi, type FakeRequest } from '../../test/fake-api';
import { FavoriteButton } from './components/favorite-button';
import { favorite } from './testing/favorites-api';

const PAGE = '/game/pc/steam/elden-ring';

/** The heart alone on a product page URL, with a sign-in page to be sent to. */
function renderHeart() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: PAGE,
        element: <FavoriteButton productId="1" platformGroupId="101" title="Elden Ring" />,
      },
      { path: '/login', element: <h1>Sign in</h1> },
    ],
    { initialEntries: [PAGE] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const notices = () => useNoticesStore.getState().notices.map((notice) => notice.message);

describe('favourite heart', () => {
  it('saves and forgets the entry through the API', async () => {
    setCsrfCookie('csrf-2');
    useAuthStore.getState().setFromAuthReply(authReply());
    const calls: { path: string; body: unknown; csrf: string | null }[] = [];
    const record = (path: string, request: FakeRequest) => {
      calls.push({ path, body: request.body, csrf: request.headers.get(CSRF_HEADER) });
    };
    let saved: Favorite[] = [];
    stubApi({
      '/users/favorites': () => ({
        body: { favorites: saved, currency: 'EUR', currencySymbol: '€' },
      }),
      '/users/favorites/add': (_url, request) => {
        record('add', request);
        saved = [favorite({ platformGroupId: '101', productId: '1' })];
        return { body: { favorite: saved[0], currency: 'EUR', currencySymbol: '€' } };
      },
      '/users/favorites/remove': (_url, request) => {
        record('remove', request);
        saved = [];
        return { body: { success: true, removed: true } };
      },
    });
    renderHeart();

    const heart = await screen.findByRole('button', { name: 'Favorite: Elden Ring' });
    await waitFor(() => {
      expect(heart).toHaveAttribute('aria-pressed', 'false');
      expect(heart).not.toHaveAttribute('aria-disabled');
    });
    expect(heart).toHaveAttribute('title', 'Add to favorites');

    fireEvent.click(heart);
    await waitFor(() => {
      expect(heart).toHaveAttribute('aria-pressed', 'true');
    });
    expect(heart).toHaveAttribute('title', 'Remove from favorites');
    expect(notices()).toContain('Elden Ring was added to your favorites.');

    fireEvent.click(heart);
    await waitFor(() => {
      expect(heart).toHaveAttribute('aria-pressed', 'false');
    });
    expect(notices()).toContain('Elden Ring was removed from your favorites.');
    expect(calls).toEqual([
      { path: 'add', body: { productId: 1, platformGroupId: 101 }, csrf: 'csrf-2' },
      { path: 'remove', body: { platformGroupId: 101 }, csrf: 'csrf-2' },
    ]);
  });

  it('asks a guest to sign in and come back', async () => {
    const fetchMock = stubApi({});
    const router = renderHeart();

    fireEvent.click(await screen.findByRole('button', { name: 'Favorite: Elden Ring' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/login?redirect=${PAGE}`,
    );
    expect(notices()).toEqual(['Sign in to save your favorites.']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so when saving fails', async () => {
    useAuthStore.getState().setFromAuthReply(authReply());
    stubApi({
      '/users/favorites': () => ({ body: { favorites: [], currency: 'EUR', currencySymbol: '€' } }),
      '/users/favorites/add': () => ({
        status: 503,
        body: { message: 'Service unavailable', code: 'EUNAVAILABLE' },
      }),
    });
    renderHeart();
    const heart = await screen.findByRole('button', { name: 'Favorite: Elden Ring' });
    await waitFor(() => {
      expect(heart).not.toHaveAttribute('aria-disabled');
    });
    fireEvent.click(heart);
    await waitFor(() => {
      expect(notices()).toContain("Your favorites couldn't be updated. Please try again.");
    });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});

import { HEALTH_POLL_MS } from '@store/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeReply } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const HEALTHY: FakeReply = { body: { status: 'ok' } };
const DOWN: FakeReply = { status: 503, body: { message: 'Service unavailable', code: 'DOWN' } };

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

async function findMaintenancePage() {
  return screen.findByRole('heading', { level: 1, name: "We'll be right back" });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('store-wide rules', () => {
  it('shows the under-construction page on any path while the health check fails', async () => {
    const fetchMock = stubApi({ '/health': () => DOWN });
    renderApp('/dashboard/purchases');

    expect(await findMaintenancePage()).toBeVisible();
    // The page's own check on arrival must not bounce it away and back again and again.
    await new Promise((resolve) => {
      setTimeout(resolve, 300);
    });
    const healthChecks = fetchMock.mock.calls.filter(([input]) => {
      const url = input instanceof Request ? input.url : String(input);
      return url.endsWith('/health');
    });
    expect(healthChecks.length).toBeLessThanOrEqual(2);
    expect(await findMaintenancePage()).toBeVisible();
    expect(screen.getByText('Our store is currently under construction.')).toBeInTheDocument();
    expect(await screen.findByText("We'll auto-retry in 30 seconds…")).toBeInTheDocument();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'About us' })).toBeInTheDocument();
    expect(header.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(header.queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(header.queryByRole('button', { name: 'Guest User' })).not.toBeInTheDocument();
  });

  it('counts anything but status ok as unhealthy', async () => {
    stubApi({ '/health': () => ({ body: { status: 'degraded' } }) });
    renderApp('/terms');
    expect(await findMaintenancePage()).toBeVisible();
  });

  it('shows the under-construction page on any path while the store is under construction', async () => {
    stubApi({ '/product/home': () => ({ body: { underConstruction: true } }) });
    renderApp('/products');
    expect(await findMaintenancePage()).toBeVisible();
  });

  it('follows the flag the health poll carries over an older home settings answer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    let underConstruction = false;
    stubApi({
      '/health': () => ({ body: { status: 'ok', underConstruction } }),
      '/product/home': () => ({ body: { underConstruction: false } }),
    });
    renderApp('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeVisible();

    underConstruction = true;
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_POLL_MS));
    expect(await findMaintenancePage()).toBeVisible();
  });

  it('comes back by itself once the polled health check is ok again', async () => {
    // Only the poll's interval is faked; the rest of the app keeps real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    let health = DOWN;
    stubApi({ '/health': () => health });
    renderApp('/terms');
    expect(await findMaintenancePage()).toBeVisible();

    health = HEALTHY;
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_POLL_MS));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeVisible();
    expect(screen.queryByText("We'll be right back")).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main navigation' }),
    ).toBeInTheDocument();
  });

  it('shows the offline page where the API is needed, but keeps the legal pages', async () => {
    stubApi({});
    const { router } = renderApp('/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'All products' })).toBeVisible();

    setOnline(false);
    expect(await screen.findByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'About us' })).toBeInTheDocument();
    expect(header.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(header.queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(header.queryByRole('button', { name: 'Guest User' })).not.toBeInTheDocument();

    await act(() => router.navigate('/terms'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeVisible();

    await act(() => router.navigate('/products'));
    expect(await screen.findByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();

    setOnline(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
    expect(header.getByRole('button', { name: /^Cart/ })).toBeInTheDocument();
  });

  it('reads the offline flag at start and lets /Careers through in any case', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubApi({});
    const { router } = renderApp('/Careers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();

    await act(() => router.navigate('/'));
    expect(await screen.findByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  });

  it('puts the offline page before the maintenance page', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubApi({ '/health': () => DOWN });
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByText("We'll be right back")).not.toBeInTheDocument();
    });
  });
});

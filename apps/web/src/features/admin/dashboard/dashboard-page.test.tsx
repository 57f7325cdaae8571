import { screen, within } from '@testing-library/react';
import type { DashboardReply } from '@store/shared/schemas/admin-dashboard';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { staffMember, staffMeReply } from '../testing/admin-api';

const SLOW = { timeout: 20_000 };

function dashboardReply(): DashboardReply {
  const days = Array.from({ length: 30 }, (_, i) => ({
    date: `2026-03-${String(i + 1).padStart(2, '0')}`,
    netMinor: i === 29 ? 12_345 : i === 10 ? 50_000 : 0,
  }));
  return {
    generatedAt: '2026-03-30T12:00:00.000Z',
    timeZone: 'UTC',
    today: [
      { currency: 'EUR', grossMinor: 15_000, refundedMinor: 2655, netMinor: 12_345, orders: 3 },
      { currency: 'JPY', grossMinor: 1967, refundedMinor: 0, netMinor: 1967, orders: 1 },
    ],
    month: [
      { currency: 'EUR', grossMinor: 90_000, refundedMinor: 0, netMinor: 90_000, orders: 12 },
    ],
    ordersByStatus: {
      pending: 1,
      paid: 2,
      under_review: 4,
      delivered: 30,
      expired: 0,
      failed: 1,
      refunded: 2,
      cancelled: 0,
    },
    reviewQueue: 4,
    openTickets: 7,
    lowStock: [
      {
        productPlatformId: '7',
        productName: 'Cyber Quest',
        platform: 'Steam',
        available: 2,
        threshold: 5,
      },
    ],
    series: [{ currency: 'EUR', days }],
  };
}

describe('the dashboard', SLOW, () => {
  it('shows sales per currency, the review queue, statuses, low stock and the chart', async () => {
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('support')),
      '/admin/dashboard': () => ({ body: dashboardReply() }),
    });
    renderApp('/admin/dashboard');

    const today = await screen.findByRole('region', { name: 'Sales today' });
    expect(within(today).getByText('123.45 EUR')).toBeVisible();
    expect(within(today).getByText('1967 JPY')).toBeVisible();
    expect(within(today).getByText(/3 orders · 26.55 EUR refunded/)).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Sales this month' })).getByText('900.00 EUR'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Review queue' })).getByText('4'),
    ).toBeVisible();

    const tickets = screen.getByRole('region', { name: 'Open tickets' });
    expect(within(tickets).getByText('7')).toBeVisible();
    expect(within(tickets).getByRole('link', { name: 'Open the support inbox' })).toHaveAttribute(
      'href',
      '/admin/support?status=open',
    );

    const statuses = screen.getByRole('region', { name: 'Orders by status' });
    expect(within(statuses).getByText('Delivered').nextSibling).toHaveTextContent('30');
    expect(within(statuses).getByText('Under review').nextSibling).toHaveTextContent('4');

    const low = screen.getByRole('region', { name: 'Low stock' });
    expect(within(low).getByText('Cyber Quest')).toBeVisible();
    expect(within(low).getByText('2 left (alert at 5)')).toBeVisible();

    expect(
      screen.getByRole('img', {
        name: 'Net sales per day in EUR, last 30 days. Highest: 500.00 EUR on Mar 11.',
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Net sales per day in EUR', hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(31);
  });

  it('is the first area, the page /admin opens', async () => {
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('catalogue')),
      '/admin/dashboard': () => ({ body: dashboardReply() }),
    });
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    // The count is for everyone; the way to the inbox only for those who may open it.
    const tickets = await screen.findByRole('region', { name: 'Open tickets' });
    expect(within(tickets).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers a retry when the figures cannot load', async () => {
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('finance')),
      '/admin/dashboard': () => ({ status: 500, body: { message: 'x', code: 'INTERNAL_ERROR' } }),
    });
    renderApp('/admin/dashboard');
    expect(await screen.findByText('The dashboard could not load.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

import type { TicketSummary } from '@store/shared/schemas/support';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeChat } from '../../lib/live/testing/fake-chat-channel';
import { useAuthStore } from '../../stores/auth';
import { user } from '../../test/account-fixtures';
import { stubApi, type FakeReply } from '../../test/fake-api';
import { renderWidget } from './testing/render-widget';
import { ticketDetail, ticketSummary } from './testing/support-fixtures';

vi.mock('../../lib/live/chat-socket', async () => {
  const { fakeChat: channel } = await import('../../lib/live/testing/fake-chat-channel');
  return { openChatSocket: channel.open };
});

beforeEach(() => {
  fakeChat.reset('disconnected');
  act(() => {
    useAuthStore.setState({ isLoggedIn: true, user: user() });
  });
});

const page = (tickets: TicketSummary[], pageNumber = 1, pageCount = 1): FakeReply => ({
  body: { tickets, page: pageNumber, pageCount, total: tickets.length },
});

async function openHistory() {
  await renderWidget();
  fireEvent.click(screen.getByRole('button', { name: 'Help' }));
  fireEvent.click(screen.getByRole('tab', { name: 'History' }));
}

describe('help widget history', () => {
  it("lists the customer's conversations with icon, category, topic, status and time", async () => {
    stubApi({
      '/users/tickets': () =>
        page([
          ticketSummary({
            _id: 't-2',
            category: 'billing',
            topic: 'Charged twice',
            status: 'open',
            withStaff: true,
            lastMessage: { message: 'Help!', sender: 'user', sentAt: '2026-03-04T09:30:00.000Z' },
          }),
          ticketSummary(),
        ]),
    });
    await openHistory();

    expect(screen.getByRole('status')).toHaveTextContent('Loading your tickets...');
    const list = await screen.findByRole('list', { name: 'Your conversations' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^BillingWaiting for our teamCharged twiceLast message Mar 4, 2026/),
      expect.stringMatching(
        /^TechnicalAnsweredSteam key will not activateLast message Mar 2, 2026/,
      ),
    ]);
    expect(items[0]?.querySelector('svg.lucide-credit-card')).not.toBeNull();
    expect(items[1]?.querySelector('svg.lucide-wrench')).not.toBeNull();
    expect(within(list).getAllByRole('time')[0]).toHaveAttribute(
      'dateTime',
      '2026-03-04T09:30:00.000Z',
    );
  });

  it('opens a conversation from the list, and Back leads to the list again', async () => {
    stubApi({
      '/users/tickets': () => page([ticketSummary()]),
      '/users/tickets/t-1': () => ({ body: ticketDetail() }),
    });
    await openHistory();
    fireEvent.click(await screen.findByRole('button', { name: /Steam key will not activate/ }));

    expect(screen.getByRole('dialog', { name: 'Your conversation' })).toBeInTheDocument();
    const log = screen.getByRole('log');
    expect(await within(log).findByText('My Steam key will not activate.')).toBeInTheDocument();
    expect(within(log).getByText('Try redeeming it in the Steam app.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('list', { name: 'Your conversations' })).toBeInTheDocument();
  });

  it("says 'Error loading tickets.' and loads them again on Retry", async () => {
    let calls = 0;
    stubApi({
      '/users/tickets': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'Internal error', code: 'INTERNAL_ERROR' } }
          : page([ticketSummary()]);
      },
    });
    await openHistory();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading tickets.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Steam key will not activate')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the empty state with its picture and a button that starts a chat', async () => {
    stubApi({ '/users/tickets': () => page([]) });
    await openHistory();

    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    const picture = screen.getByRole('tabpanel').querySelector('svg[aria-hidden="true"]');
    expect(picture).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start a chat' }));
    expect(screen.getByRole('dialog', { name: 'New chat' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('loads older conversations on request', async () => {
    stubApi({
      '/users/tickets': (url) =>
        url.searchParams.get('page') === '2'
          ? page([ticketSummary({ _id: 't-0', topic: 'An old question' })], 2, 2)
          : page([ticketSummary()], 1, 2),
    });
    await openHistory();

    fireEvent.click(await screen.findByRole('button', { name: 'Show older conversations' }));
    expect(await screen.findByText('An old question')).toBeInTheDocument();
    expect(screen.getByText('Steam key will not activate')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Show older conversations' })).toBeNull();
    });
  });

  it('asks a guest to sign in instead of loading anything', async () => {
    act(() => {
      useAuthStore.setState({ isLoggedIn: false, user: null });
    });
    stubApi({});
    await openHistory();
    expect(screen.getByText('Sign in to see your conversations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});

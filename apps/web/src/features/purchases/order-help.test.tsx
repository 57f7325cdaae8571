import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeChat } from '../../lib/live/testing/fake-chat-channel';
import { renderApp } from '../../test/render-app';
import { order, purchasesApi } from './testing/purchases-api';

vi.mock('../../lib/live/chat-socket', async () => {
  const { fakeChat: channel } = await import('../../lib/live/testing/fake-chat-channel');
  return { openChatSocket: channel.open };
});

beforeEach(() => {
  fakeChat.reset();
});

describe('purchases page: help with an order', { timeout: 20_000 }, () => {
  it('opens the help widget on a new chat about that order', async () => {
    purchasesApi({ orders: [order(), order({ orderId: 'o-2' })] });
    renderApp('/dashboard/purchases');

    const heading = await screen.findByRole('heading', { level: 2, name: 'Order o-2' });
    const card = within(heading.closest('article') as HTMLElement);
    const action = card.getByRole('button', { name: 'Get help with this order' });
    expect(action).toHaveAccessibleDescription('Order o-2');
    fireEvent.click(action);

    const widget = await screen.findByRole('dialog', { name: 'New chat' });
    expect(within(widget).getByText('About order o-2')).toBeInTheDocument();
    await waitFor(() => {
      expect(fakeChat.counts().open).toBe(1);
    });
    const box = within(widget).getByRole('textbox', { name: 'Message' });
    act(() => {
      fireEvent.change(box, { target: { value: 'Where is my code?' } });
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    expect(fakeChat.sends()[0]?.body).toMatchObject({
      text: 'Where is my code?',
      orderId: 'o-2',
      ticketId: null,
    });
  });

  it('marks the order a link points to and gives it the focus', async () => {
    purchasesApi({ orders: [order(), order({ orderId: 'o-2' })] });
    renderApp('/dashboard/purchases?order=o-2');

    const heading = await screen.findByRole('heading', { level: 2, name: 'Order o-2' });
    const linked = heading.closest('article') as HTMLElement;
    await waitFor(() => {
      expect(linked).toHaveFocus();
    });
    expect(linked).toHaveAttribute('aria-current', 'true');
    const other = screen.getByRole('heading', { level: 2, name: /^Order (?!o-2)/ });
    expect(other.closest('article')).not.toHaveAttribute('aria-current');
  });
});

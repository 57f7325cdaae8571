import { helpTopics } from '@store/shared/content/help/en';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeChat } from '../../../lib/live/testing/fake-chat-channel';
import { useAuthStore } from '../../../stores/auth';
import { user } from '../../../test/account-fixtures';
import { stubApi } from '../../../test/fake-api';
import { renderWidget as renderHelpWidget } from '../testing/render-widget';
import { sendReply, ticketDetail } from '../testing/support-fixtures';

vi.mock('../../../lib/live/chat-socket', async () => {
  const { fakeChat: channel } = await import('../../../lib/live/testing/fake-chat-channel');
  return { openChatSocket: channel.open };
});

beforeEach(() => {
  fakeChat.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Renders the widget and waits for its texts; timers are faked from then on. */
async function renderWidget() {
  await renderHelpWidget();
  const launcher = screen.getByRole('button', { name: 'Help' });
  vi.useFakeTimers();
  return launcher;
}

async function openWidget() {
  fireEvent.click(await renderWidget());
  return screen.getByRole('dialog', { name: 'BigKeys Help' });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Lets the answers of the fake channel (promises) arrive. */
async function settle() {
  await act(async () => {
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
  });
}

function selectedTab() {
  return screen.getByRole('tab', { selected: true });
}

describe('HelpWidget', () => {
  it('opens with the focus inside, closes back to the button and reopens on Home', async () => {
    const launcher = await renderWidget();
    expect(launcher).toHaveClass('size-[70px]');

    fireEvent.click(launcher);
    const panel = screen.getByRole('dialog', { name: 'BigKeys Help' });
    expect(panel).toHaveFocus();
    expect(selectedTab()).toHaveTextContent('Home');

    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(selectedTab()).toHaveTextContent('History');

    fireEvent.click(screen.getByRole('button', { name: 'Close help' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(selectedTab()).toHaveTextContent('Home');

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Home' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus();
  });

  it('moves between tabs with the arrow keys', async () => {
    await openWidget();
    fireEvent.keyDown(selectedTab(), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    fireEvent.keyDown(selectedTab(), { key: 'ArrowLeft' });
    fireEvent.keyDown(selectedTab(), { key: 'ArrowLeft' });
    expect(selectedTab()).toHaveTextContent('Help');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Help');
  });

  it('shows a topic in steps: list hidden, topic shown, then faded in; back reverses', async () => {
    const panel = await openWidget();
    expect(panel).toHaveAttribute('data-size', 'list');
    expect(panel).toHaveClass('sm:w-[450px]', 'sm:h-[650px]');

    fireEvent.click(screen.getByRole('button', { name: /Where to get an invoice/ }));
    expect(screen.queryByText('Popular topics')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Where to get an invoice' })).toBeNull();
    expect(panel).toHaveClass('sm:w-[600px]', 'sm:h-[700px]');
    expect(panel).not.toHaveClass('sm:w-[450px]');

    advance(300);
    const heading = screen.getByRole('heading', { name: 'Where to get an invoice' });
    const article = heading.closest('article');
    expect(article).toHaveClass('opacity-0');
    expect(heading).toHaveFocus();

    advance(300);
    expect(article).toHaveClass('opacity-100');
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(
      helpTopics[2]?.steps.map((step, index) => `${index + 1}${step.title}${step.description}`),
    );
    expect(screen.getByText(/Cannot find the invoice/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(article).toHaveClass('opacity-0');
    advance(300);
    expect(screen.queryByRole('heading', { name: 'Where to get an invoice' })).toBeNull();
    expect(screen.queryByText('Popular topics')).not.toBeInTheDocument();
    advance(300);
    expect(screen.getByText('Popular topics')).toBeInTheDocument();
    expect(panel).toHaveClass('sm:w-[450px]', 'sm:h-[650px]');
  });

  it('shows and hides a topic at once when the visitor prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    await openWidget();
    fireEvent.click(screen.getByRole('button', { name: /Issues activating a code/ }));
    expect(screen.getByRole('heading', { name: 'Issues activating a code' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Popular topics')).toBeInTheDocument();
  });

  it('clears the open topic on a tab change', async () => {
    await openWidget();
    fireEvent.click(screen.getByRole('button', { name: /How to redeem codes/ }));
    advance(600);
    expect(screen.getByRole('heading', { name: 'How to redeem codes' })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByText('FAQ')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Help' }));
    expect(screen.queryByRole('heading', { name: 'How to redeem codes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search help topics' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveAttribute('data-size', 'list');
  });

  it('filters the topics on the Help tab by every typed word', async () => {
    await openWidget();
    fireEvent.click(screen.getByRole('tab', { name: 'Help' }));
    const search = screen.getByRole('searchbox', { name: 'Search help topics' });
    const topicNames = () =>
      within(screen.getByRole('tabpanel'))
        .queryAllByRole('button')
        .map((button) => button.textContent);

    expect(topicNames()).toHaveLength(5);

    fireEvent.change(search, { target: { value: 'Invoice' } });
    expect(topicNames()).toEqual([expect.stringContaining('Where to get an invoice')]);

    fireEvent.change(search, { target: { value: 'steam key' } });
    expect(topicNames()).toEqual([
      expect.stringContaining('How to redeem codes'),
      expect.stringContaining('Issues activating a code'),
    ]);

    fireEvent.change(search, { target: { value: 'steam invoice' } });
    expect(topicNames()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No topic matches your search');
  });

  it('sends the trimmed message on Enter and types the answer out, 25 ms a character', async () => {
    await openWidget();
    fireEvent.click(screen.getByRole('button', { name: /Start a new chat/ }));
    expect(screen.getByRole('dialog', { name: 'New chat' })).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveFocus();
    // The channel opens once the session has settled.
    advance(250);
    expect(fakeChat.counts().open).toBe(1);

    const answer = 'Your codes are in your purchases.';
    fakeChat.answerSends((body) =>
      sendReply(body.text, body.clientMessageId, { text: answer }, null),
    );
    fireEvent.change(box, { target: { value: '  Where is my Steam key?  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box).toHaveValue('');
    await settle();
    const log = screen.getByRole('log');
    expect(within(log).getByText('Where is my Steam key?', { selector: 'p' })).toBeInTheDocument();
    const bubble = within(log).getAllByRole('paragraph').at(-1);
    expect(bubble?.querySelector('[aria-hidden="true"]')?.textContent).toBe('');

    advance(25 * 10);
    expect(bubble?.querySelector('[aria-hidden="true"]')?.textContent).toBe(answer.slice(0, 10));

    advance(25 * answer.length);
    expect(bubble).toHaveTextContent(answer);
    expect(bubble?.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('asks a signed-out visitor to sign in for the history, and shows it once signed in', async () => {
    stubApi({
      '/users/tickets': () => ({ body: { tickets: [], page: 1, pageCount: 1, total: 0 } }),
    });
    await openWidget();
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByText('Sign in to see your conversations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

    act(() => {
      useAuthStore.setState({ isLoggedIn: true, user: user() });
    });
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start a chat' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New chat' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });

  it('folds away when its header is clicked, but only with no topic or chat open', async () => {
    await openWidget();
    fireEvent.click(screen.getByRole('tab', { name: 'Help' }));
    const header = screen.getByRole('button', { name: 'BigKeys Help' });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(header).toHaveAttribute('title', 'Minimise help');

    fireEvent.click(header);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus();

    // Folded, not closed: it opens again where it was.
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(selectedTab()).toHaveTextContent('Help');

    fireEvent.click(screen.getByRole('tab', { name: 'Home' }));
    fireEvent.click(screen.getByRole('button', { name: /How to redeem codes/ }));
    advance(600);
    expect(screen.queryByRole('button', { name: 'BigKeys Help' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'BigKeys Help' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    advance(600);
    fireEvent.click(screen.getByRole('button', { name: /Start a new chat/ }));
    expect(screen.queryByRole('button', { name: 'New chat' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'New chat' })).toBeInTheDocument();
  });

  it('opens the topic a `?help=` link names, and takes the parameter off the address', async () => {
    const { router } = await renderHelpWidget('/products?type=1&help=invoice');
    const panel = screen.getByRole('dialog', { name: 'BigKeys Help' });
    expect(
      await within(panel).findByRole('heading', { name: 'Where to get an invoice' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?type=1');
  });

  it('opens the ticket a `?support=` link names, in the History tab', async () => {
    act(() => {
      useAuthStore.setState({ isLoggedIn: true, user: user() });
    });
    stubApi({ '/users/tickets/t-1': () => ({ body: ticketDetail() }) });
    const { router } = await renderHelpWidget('/products?support=t-1');

    expect(screen.getByRole('dialog', { name: 'Your conversation' })).toBeInTheDocument();
    expect(selectedTab()).toHaveTextContent('History');
    expect(await screen.findByText('My Steam key will not activate.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await waitFor(() => {
      expect(fakeChat.joins().map((join) => join.body)).toEqual(['t-1']);
    });
  });

  it('asks a guest with a `?support=` link to sign in, and to come back to the ticket', async () => {
    const { router } = await renderHelpWidget('/products?support=t-1');
    expect(screen.getByText('Sign in to see this conversation')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/products?support=t-1' });
    expect(fakeChat.counts().opened).toBe(0);
  });

  it('ignores a link to a topic that does not exist', async () => {
    const { router } = await renderHelpWidget('/?help=nothing-like-it');
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?help=nothing-like-it');
  });

  it('speaks the interface language', async () => {
    await renderWidget();
    vi.useRealTimers();
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Hilfe' }));
    // The button's label is the shell's; the panel's texts follow once German has loaded.
    expect(await screen.findByRole('dialog', { name: 'BigKeys Hilfe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /So löst du Codes ein/ })).toBeInTheDocument();
  });
});

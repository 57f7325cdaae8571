import { act, fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth';
import { en } from '../content/en';
import { HelpWidget } from './help-widget';

afterEach(() => {
  vi.useRealTimers();
});

/** Renders the widget and waits for its texts; timers are faked from then on. */
async function renderWidget() {
  render(
    <MemoryRouter>
      <HelpWidget />
    </MemoryRouter>,
  );
  const launcher = await screen.findByRole('button', { name: 'Help' });
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
      en.topics[2]?.steps.map((step, index) => `${index + 1}${step.title}${step.description}`),
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

  it('sends the trimmed message on Enter and types out that the assistant is not available', async () => {
    await openWidget();
    fireEvent.click(screen.getByRole('button', { name: /Start a new chat/ }));
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveFocus();

    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const log = screen.getByRole('log');
    expect(within(log).queryByText('You')).toBeNull();

    fireEvent.change(box, { target: { value: '  Where is my Steam key?  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box).toHaveValue('');
    expect(within(log).getByText('Where is my Steam key?', { selector: 'p' })).toBeInTheDocument();
    expect(within(log).getByRole('status')).toHaveTextContent('typing...');

    advance(600);
    expect(within(log).queryByRole('status')).toBeNull();
    expect(within(log).getByText('Biggie AI Assistant')).toBeInTheDocument();
    const answer = en.ui.chat.unavailable;
    const bubble = within(log).getAllByRole('paragraph').at(-1);
    expect(bubble?.querySelector('[aria-hidden="true"]')?.textContent).toBe('');

    advance(25 * 10);
    expect(bubble?.querySelector('[aria-hidden="true"]')?.textContent).toBe(answer.slice(0, 10));

    advance(25 * answer.length);
    expect(bubble).toHaveTextContent(answer);
    expect(bubble?.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('asks a signed-out visitor to sign in for the history, and offers a chat when signed in', async () => {
    await openWidget();
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByText('Sign in to see your conversations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

    act(() => {
      useAuthStore.setState({ isLoggedIn: true });
    });
    expect(screen.getByText('No conversations yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start a chat' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New chat' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('No conversations yet')).toBeInTheDocument();
  });

  it('speaks the interface language', async () => {
    await renderWidget();
    vi.useRealTimers();
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Hilfe' }));
    expect(screen.getByRole('dialog', { name: 'BigKeys Hilfe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /So löst du Codes ein/ })).toBeInTheDocument();
  });
});

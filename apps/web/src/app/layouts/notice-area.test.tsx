import { NOTICE_DURATION_MS } from '@store/shared/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../stores/notices';
import { NoticeArea } from './notice-area';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function shownMessages() {
  return screen.queryAllByRole('listitem').map((item) => item.textContent);
}

describe('notice area', () => {
  it('shows at most three notices, dropping the oldest', () => {
    render(<NoticeArea />);
    act(() => {
      for (const message of ['One', 'Two', 'Three', 'Four']) notify({ tone: 'info', message });
    });
    expect(shownMessages()).toEqual(['Two', 'Three', 'Four']);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('says the same message once when it comes twice in a row', () => {
    render(<NoticeArea />);
    act(() => {
      for (const message of ['Offline', 'Offline', 'Online', 'Offline']) {
        notify({ tone: 'info', message });
      }
    });
    expect(shownMessages()).toEqual(['Offline', 'Online', 'Offline']);
  });

  it('hides each notice 5000 ms after it appeared', () => {
    render(<NoticeArea />);
    act(() => {
      notify({ tone: 'success', message: 'Saved' });
    });
    act(() => {
      vi.advanceTimersByTime(2000);
      notify({ tone: 'error', message: 'Failed' });
    });
    act(() => {
      vi.advanceTimersByTime(NOTICE_DURATION_MS - 2000);
    });
    expect(shownMessages()).toEqual(['Failed']);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(shownMessages()).toEqual([]);
  });

  it('can be dismissed, and waits while the pointer rests on it', () => {
    render(<NoticeArea />);
    act(() => {
      notify({ tone: 'info', message: 'Hover me' });
      notify({ tone: 'info', message: 'Close me' });
    });
    const [, closeButton] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    if (!closeButton) throw new Error('Expected two dismiss buttons');
    fireEvent.click(closeButton);
    expect(shownMessages()).toEqual(['Hover me']);

    fireEvent.mouseEnter(screen.getByRole('listitem'));
    act(() => {
      vi.advanceTimersByTime(NOTICE_DURATION_MS * 2);
    });
    expect(shownMessages()).toEqual(['Hover me']);
    fireEvent.mouseLeave(screen.getByRole('listitem'));
    act(() => {
      vi.advanceTimersByTime(NOTICE_DURATION_MS);
    });
    expect(shownMessages()).toEqual([]);
  });
});

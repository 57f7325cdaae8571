import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth';
import { user } from '../../test/account-fixtures';
import { fakeChat } from './testing/fake-chat-channel';
import { useChatChannel, type ChatHandlers } from './use-chat-channel';

vi.mock('./chat-socket', async () => {
  const { fakeChat: channel } = await import('./testing/fake-chat-channel');
  return { openChatSocket: channel.open };
});

const wait = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

const handlers = (): ChatHandlers => ({
  onMessage: vi.fn(),
  onTyping: vi.fn(),
  onTicket: vi.fn(),
});

beforeEach(() => {
  vi.useFakeTimers();
  fakeChat.reset('connected');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useChatChannel', () => {
  it('opens for a guest too, once 250 ms have passed, and closes with the component', () => {
    const { result, unmount } = renderHook(() => useChatChannel(handlers()));
    expect(result.current).toEqual({ status: 'connecting', channel: null });
    wait(249);
    expect(fakeChat.counts().opened).toBe(0);
    wait(1);
    expect(fakeChat.counts()).toEqual({ opened: 1, open: 1 });
    expect(result.current.status).toBe('connected');
    expect(result.current.channel).not.toBeNull();

    unmount();
    expect(fakeChat.counts().open).toBe(0);
  });

  it('opens a new channel when the session changes, once it has settled', () => {
    const { result } = renderHook(() => useChatChannel(handlers()));
    wait(250);
    const first = result.current.channel;

    act(() => {
      useAuthStore.setState({ user: user(), isLoggedIn: true, token: 'token-1' });
    });
    // The guest's channel is closed at once; nothing may be sent through it.
    expect(result.current).toEqual({ status: 'connecting', channel: null });
    wait(100);
    act(() => {
      useAuthStore.setState({ token: 'token-2' });
    });
    wait(249);
    expect(fakeChat.counts()).toEqual({ opened: 1, open: 0 });
    wait(1);
    expect(fakeChat.counts()).toEqual({ opened: 2, open: 1 });
    expect(result.current.channel).not.toBe(first);
    expect(result.current.status).toBe('connected');
  });

  it('hands each event to the handlers of the latest render', () => {
    const earlier = handlers();
    const later = handlers();
    const { rerender } = renderHook(({ on }) => useChatChannel(on), {
      initialProps: { on: earlier },
    });
    wait(250);
    rerender({ on: later });

    act(() => {
      fakeChat.emit('typing', { ticketId: 't-1', sender: 'AI' });
    });
    expect(earlier.onTyping).not.toHaveBeenCalled();
    expect(later.onTyping).toHaveBeenCalledWith({ ticketId: 't-1', sender: 'AI' });
  });
});

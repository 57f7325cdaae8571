import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNoticesStore } from '../../../stores/notices';
import { ConnectionNotices } from './connection-notices';

const messages = () => useNoticesStore.getState().notices.map((notice) => notice.message);

describe('connection notices', () => {
  it('announces a lost and a returning connection', () => {
    render(<ConnectionNotices />);
    expect(messages()).toEqual([]);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(messages()).toEqual(['No internet connection found. App is running in offline mode.']);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(messages()).toEqual([
      'No internet connection found. App is running in offline mode.',
      "You're back online.",
    ]);
  });

  it('announces a store opened without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ConnectionNotices />);
    expect(messages()).toEqual(['No internet connection found. App is running in offline mode.']);
  });
});

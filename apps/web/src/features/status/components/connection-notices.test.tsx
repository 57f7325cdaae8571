import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from 'i18next';
import { useNoticesStore } from '../../../stores/notices';
import { ConnectionNotices } from './connection-notices';

const OFFLINE = 'No internet connection found. App is running in offline mode.';

const messages = () => useNoticesStore.getState().notices.map((notice) => notice.message);

describe('connection notices', () => {
  it('announces a lost and a returning connection', () => {
    render(<ConnectionNotices />);
    expect(messages()).toEqual([]);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(messages()).toEqual([OFFLINE]);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(messages()).toEqual([OFFLINE, "You're back online."]);
  });

  it('says a lost connection once, even when new texts arrive while offline', async () => {
    render(<ConnectionNotices />);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    // A language whose texts finish loading re-renders the notices with new texts.
    await act(() => i18n.changeLanguage('de'));
    await act(() => i18n.changeLanguage('en'));
    expect(messages()).toEqual([OFFLINE]);
  });

  it('announces a store opened without a connection', async () => {
    // The opening state is read once per page load: a fresh module stands for a fresh page.
    vi.resetModules();
    const notices = await import('../../../stores/notices');
    const { ConnectionNotices: FreshNotices } = await import('./connection-notices');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<FreshNotices />);
    expect(notices.useNoticesStore.getState().notices.map(({ message }) => message)).toEqual([
      OFFLINE,
    ]);
  });
});

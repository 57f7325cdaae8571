import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWithRetry } from './load-with-retry';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadWithRetry', () => {
  it('answers with the first successful load', async () => {
    const load = vi.fn().mockResolvedValue('module');
    await expect(loadWithRetry(load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again at once while online', async () => {
    setOnline(true);
    const load = vi.fn().mockRejectedValueOnce(new TypeError('fetch failed')).mockResolvedValue(1);
    await expect(loadWithRetry(load)).resolves.toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits for the connection to return before trying again', async () => {
    setOnline(false);
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue('ok');
    const result = loadWithRetry(load);
    await vi.waitFor(() => {
      expect(load).toHaveBeenCalledTimes(1);
    });
    // Still waiting: nothing is requested while offline.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(1);

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the last attempt with the last error', async () => {
    setOnline(true);
    const load = vi.fn().mockRejectedValue(new Error('gone'));
    await expect(loadWithRetry(load, 3)).rejects.toThrow('gone');
    expect(load).toHaveBeenCalledTimes(3);
  });
});

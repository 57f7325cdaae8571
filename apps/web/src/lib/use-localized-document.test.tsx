import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TextLoaders } from './i18n';
import { useLocalizedDocument } from './use-localized-document';

function loadersFrom(load: (language: string) => Promise<string>): TextLoaders<string> {
  return {
    de: () => load('de'),
    en: () => load('en'),
    es: () => load('es'),
    fr: () => load('fr'),
    it: () => load('it'),
  };
}

describe('useLocalizedDocument', () => {
  it('loads the document in the interface language', async () => {
    const load = vi.fn((language: string) => Promise.resolve(`document in ${language}`));
    const loaders = loadersFrom(load);
    const { result } = renderHook(() => useLocalizedDocument(loaders));

    expect(result.current.status).toBe('loading');
    await waitFor(() => {
      expect(result.current).toMatchObject({
        status: 'ready',
        content: 'document in en',
        language: 'en',
      });
    });
    expect(load).toHaveBeenCalledWith('en');
  });

  it('reports an error once every attempt failed, and loads on retry', async () => {
    let available = false;
    const load = vi.fn(() =>
      available ? Promise.resolve('terms') : Promise.reject(new Error('chunk missing')),
    );
    const loaders = loadersFrom(load);
    const { result } = renderHook(() => useLocalizedDocument(loaders));

    await waitFor(() => {
      expect(result.current.status).toBe('error');
    });
    // Each load is tried three times before it counts as failed.
    expect(load).toHaveBeenCalledTimes(3);

    available = true;
    const state = result.current;
    if (state.status !== 'error') throw new Error('expected the error state');
    act(() => {
      state.retry();
    });
    await waitFor(() => {
      expect(result.current).toMatchObject({ status: 'ready', content: 'terms' });
    });
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followThemePreference } from '../../lib/theme';
import { THEME_STORAGE_KEY } from '../../stores/theme';
import { stubApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

let stopFollowing: () => void = () => undefined;

beforeEach(() => {
  // jsdom has no matchMedia; the system scheme here is dark, so auto turns dark.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  stopFollowing = followThemePreference();
});

afterEach(() => {
  stopFollowing();
});

function storedTheme(): unknown {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  return stored ? (JSON.parse(stored) as { state: { theme: unknown } }).state.theme : undefined;
}

describe('theme toggle', () => {
  it('cycles light, dark, auto and keeps <html> and the stored choice in step', async () => {
    stubApi({
      '/product/platforms': () => ({ body: [] }),
      '/product/products': () => ({ body: { products: [], total: 0, page: 1, pageSize: 6 } }),
    });
    renderApp('/terms');
    const root = document.documentElement;

    // The header may draw again once the health check answers: each step finds its button anew.
    fireEvent.click(await screen.findByRole('button', { name: 'Theme: Auto' }));
    expect(await screen.findByRole('button', { name: 'Theme: Light' })).toBeInTheDocument();
    expect(root).toHaveClass('light');
    expect(root).not.toHaveClass('dark');
    expect(storedTheme()).toBe('light');

    fireEvent.click(await screen.findByRole('button', { name: 'Theme: Light' }));
    expect(root).toHaveClass('dark');
    expect(storedTheme()).toBe('dark');

    fireEvent.click(await screen.findByRole('button', { name: 'Theme: Dark' }));
    expect(await screen.findByRole('button', { name: 'Theme: Auto' })).toBeInTheDocument();
    expect(root).toHaveClass('dark');
    expect(storedTheme()).toBe('auto');
  });
});

import type { Language } from '@store/shared/constants';
import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { useAppSettingsStore } from '../stores/app-settings';
import { useAuthStore } from '../stores/auth';
import { useCartStore } from '../stores/cart';
import { useThemeStore } from '../stores/theme';
import { FIRST_VIEW_STATE_ID, type FirstViewState } from './first-view-state';

/** The data block of a page the server drew, or undefined for a page it left to the browser. */
export function readFirstViewState(): FirstViewState | undefined {
  const block = document.getElementById(FIRST_VIEW_STATE_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as FirstViewState;
  } catch {
    return undefined;
  }
}

/**
 * Whether the server drew the page as this browser would: it sees the visitor's cookies only,
 * so it draws for a guest with an empty cart, the automatic theme and the language, currency
 * and region of the cookies. Anyone else gets the page drawn anew (the server's stays on screen
 * until then) rather than a mismatch to repair.
 */
export function drawnForThisVisitor(state: FirstViewState, language: Language): boolean {
  const settings = useAppSettingsStore.getState();
  return (
    state.language === language &&
    state.currency === settings.currency &&
    state.region === settings.region &&
    useThemeStore.getState().theme === 'auto' &&
    !useAuthStore.getState().isLoggedIn &&
    useCartStore.getState().lines.length === 0
  );
}

/** Resolves once the router has loaded the code of the page it opened on. */
export function routerReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Marks the page as the app's (`<html data-app-ready>`) once React has committed its first
 * render, whether it took the server's markup over or drew the page anew. A click on a page
 * the server drew does nothing before that moment (no script answers it yet), so the
 * end-to-end tests wait for the mark after opening a page.
 */
export function TakenOver(): null {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

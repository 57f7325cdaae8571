import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import '../app/texts';
import { initI18n } from '../lib/i18n';
import { DEFAULT_APP_SETTINGS, useAppSettingsStore } from '../stores/app-settings';
import { useAuthStore } from '../stores/auth';
import { useCartStore } from '../stores/cart';
import { useHelpWidgetStore } from '../stores/help-widget';
import { useNoticesStore } from '../stores/notices';
import { usePaymentStore } from '../stores/payment';
import { useThemeStore } from '../stores/theme';
import { clearCsrfCookie } from './account-fixtures';
import { takeUnexpectedRequests } from './fake-api';

// Lazy routes compile on first use in tests; while the server tests share the machine that
// has taken more than 5 s for the dashboard's, so give them ample time.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout; scroll restoration only needs the call to exist.
window.scrollTo = () => undefined;

let loggedErrors: unknown[][] = [];

beforeEach(async () => {
  useAppSettingsStore.setState({ ...DEFAULT_APP_SETTINGS, pricingEpoch: 0, announced: false });
  useAuthStore.setState(useAuthStore.getInitialState(), true);
  useThemeStore.setState(useThemeStore.getInitialState(), true);
  useNoticesStore.setState(useNoticesStore.getInitialState(), true);
  useCartStore.setState({ lines: [] });
  usePaymentStore.setState(usePaymentStore.getInitialState(), true);
  useHelpWidgetStore.setState(useHelpWidgetStore.getInitialState(), true);
  localStorage.clear();
  // A returning visitor who has chosen; tests of the first visit clear this.
  localStorage.setItem('bigkeys-consent', JSON.stringify({ accepted: true, mode: 'essential' }));
  sessionStorage.clear();
  clearCsrfCookie();
  loggedErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    loggedErrors.push(args);
  });
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  const unexpected = takeUnexpectedRequests();
  if (unexpected.length > 0) {
    throw new Error(`Unexpected API requests: ${unexpected.join(', ')}`);
  }
  if (loggedErrors.length > 0) {
    throw new Error(
      `Unexpected console.error: ${loggedErrors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});

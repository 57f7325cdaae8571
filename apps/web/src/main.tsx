import { languageForRegion } from '@store/shared/rules/region-language';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import './app/texts';
import { initI18n, readChosenLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { followThemePreference } from './lib/theme';
import { useAppSettingsStore } from './stores/app-settings';
import './index.css';
import { registerServiceWorker } from './features/pwa/register-service-worker';

followThemePreference();

const container = document.getElementById('root');
if (!container) throw new Error('Failed to find the root element');

// Created first so the first page's code downloads while the texts load.
const router = createAppRouter();
const queryClient = createQueryClient();
const root = createRoot(container);

function render() {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

const language = readChosenLanguage() ?? languageForRegion(useAppSettingsStore.getState().region);
initI18n(language).then(render, (error: unknown) => {
  // Untranslated keys beat a blank page.
  console.error(error);
  render();
});

registerServiceWorker();

import { languageForRegion } from '@store/shared/rules/region-language';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
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
import { drawnForThisVisitor, readFirstViewState, routerReady, TakenOver } from './ssr/take-over';

followThemePreference();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Failed to find the root element');
const container: HTMLElement = rootElement;

// Created first so the first page's code downloads while the texts load.
const router = createAppRouter();
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <TakenOver />
    </AppProviders>
  </StrictMode>
);

function render() {
  createRoot(container).render(app);
}

const language = readChosenLanguage() ?? languageForRegion(useAppSettingsStore.getState().region);
// A page the server drew comes with the data it shows: nothing on it is asked for again.
const firstView = readFirstViewState();
if (firstView) hydrate(queryClient, firstView.queries);

if (firstView && drawnForThisVisitor(firstView, language)) {
  // Taken over where it stands once the texts and the page's code are there.
  Promise.all([initI18n(language), routerReady(router)]).then(
    () => hydrateRoot(container, app),
    (error: unknown) => {
      console.error(error);
      render();
    },
  );
} else {
  initI18n(language).then(render, (error: unknown) => {
    // Untranslated keys beat a blank page.
    console.error(error);
    render();
  });
}

registerServiceWorker();

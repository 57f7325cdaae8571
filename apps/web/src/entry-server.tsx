import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { LANGUAGES, type Language } from '@store/shared/constants';
import { createInstance, type i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import './app/texts';
import { loadTexts, registeredNamespaces } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { fillPageData, type FetchApi, type ImagePreload } from './ssr/page-data';
import type { FirstViewState } from './ssr/first-view-state';
import { useAppSettingsStore } from './stores/app-settings';

export type { ApiAnswer, FetchApi, ImagePreload } from './ssr/page-data';
export type { FirstViewState } from './ssr/first-view-state';
export { FIRST_VIEW_STATE_ID } from './ssr/first-view-state';

/** What the server knows of the visitor and how the page may ask the API for its data. */
export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  language: Language;
  currency: string;
  currencySymbol: string;
  region: string;
  fetchApi: FetchApi;
}

export type RenderResult =
  /** The markup of the app's root, the image to preload and the data the markup shows. */
  | { kind: 'page'; html: string; preload: ImagePreload | null; state: FirstViewState }
  | { kind: 'not-found' }
  | { kind: 'client-only' };

const handler = createStaticHandler(routes);

/** The shell's namespace, as lib/i18n names it; the others are looked up after it. */
const DEFAULT_NAMESPACE = 'translation';
const texts = new Map<Language, Promise<I18n>>();

/** One i18next instance per language with every registered namespace's texts, made once. */
async function textsIn(language: Language): Promise<I18n> {
  let instance = texts.get(language);
  if (!instance) {
    instance = startTexts(language);
    texts.set(language, instance);
    instance.catch(() => texts.delete(language));
  }
  const i18n = await instance;
  // Lazy pages register their namespaces when first imported.
  const missing = registeredNamespaces().filter((ns) => !i18n.hasResourceBundle(language, ns));
  for (const ns of missing) i18n.addResourceBundle(language, ns, await loadTexts(ns, language));
  i18n.options.fallbackNS = registeredNamespaces().filter((ns) => ns !== DEFAULT_NAMESPACE);
  return i18n;
}

async function startTexts(language: Language): Promise<I18n> {
  const namespaces = registeredNamespaces();
  const bundles = await Promise.all(
    namespaces.map(async (ns) => [ns, await loadTexts(ns, language)] as const),
  );
  const instance = createInstance();
  await instance.init({
    lng: language,
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    load: 'currentOnly',
    ns: namespaces,
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: namespaces.filter((ns) => ns !== DEFAULT_NAMESPACE),
    resources: { [language]: Object.fromEntries(bundles) },
    interpolation: { escapeValue: false },
  });
  return instance;
}

// The settings store is one per process: pages are drawn one at a time, each with its
// visitor's currency and region in it.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function drawPage(request: RenderRequest, client: QueryClient, i18n: I18n) {
  const context = await handler.query(new Request(new URL(request.url, 'http://store.invalid')));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  return oneAtATime(async () => {
    useAppSettingsStore.setState({
      currency: request.currency,
      currencySymbol: request.currencySymbol,
      region: request.region,
    });
    const { prelude } = await prerender(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <AppProviders queryClient={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </I18nextProvider>
      </StrictMode>,
    );
    return new Response(prelude).text();
  });
}

/**
 * The first view of a store page drawn on the server: home, catalogue and product pages with
 * their data; `not-found` when the URL names no product, `client-only` for every other page.
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const client = createQueryClient();
  const url = new URL(request.url, 'http://store.invalid');
  const [data, i18n] = await Promise.all([
    fillPageData(client, url, request.fetchApi, request.language),
    textsIn(request.language),
  ]);
  if (data.kind !== 'page') return data;
  const html = await drawPage(request, client, i18n);
  if (html === undefined) return { kind: 'client-only' };
  const { language, currency, currencySymbol, region } = request;
  return {
    kind: 'page',
    html,
    preload: data.preload,
    state: { language, currency, currencySymbol, region, queries: dehydrate(client) },
  };
}

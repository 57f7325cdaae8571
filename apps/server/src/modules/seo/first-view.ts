import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageForRegion } from '@store/shared/rules/region-language';
import { escapeHtml, scriptJson, withFirstView } from './html-template';

type QueryValue = string | number | boolean | null | undefined;

/** An image above the fold, as the web app names it for a preload. */
type ImagePreload = { href: string; srcSet: string; sizes: string };

/** The web app's server entry (`apps/web/src/entry-server.tsx`), as the store calls it. */
export type FirstViewRenderer = {
  FIRST_VIEW_STATE_ID: string;
  render: (request: {
    url: string;
    language: string;
    currency: string;
    currencySymbol: string;
    region: string;
    fetchApi: (
      path: string,
      query?: Readonly<Record<string, QueryValue>>,
    ) => Promise<{ status: number; body: unknown }>;
  }) => Promise<
    | { kind: 'page'; html: string; preload: ImagePreload | null; state: unknown }
    | { kind: 'not-found' }
    | { kind: 'client-only' }
  >;
};

/** What the store answers for a page it can draw on the server. */
export type DrawnPage = { kind: 'page'; html: string } | { kind: 'not-found' } | { kind: 'plain' };

/** Long enough for a busy server, short enough that a stuck render still gets the plain page. */
const RENDER_TIMEOUT_MS = 5_000;
/** The cookies that decide prices (the request context reads them); no session goes along. */
const LOCALE_COOKIES = ['currency', 'region'] as const;

/** The web app's server entry built beside its `dist` folder, or undefined when it is not built. */
export async function loadFirstViewRenderer(
  distDir: string,
): Promise<FirstViewRenderer | undefined> {
  const file = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as FirstViewRenderer;
}

function localeCookies(request: FastifyRequest): string | undefined {
  const pairs = LOCALE_COOKIES.flatMap((name) => {
    const value = request.cookies[name];
    return value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`];
  });
  return pairs.length > 0 ? pairs.join('; ') : undefined;
}

function preloadTag(image: ImagePreload | null): string {
  if (!image) return '';
  const attrs = [
    'rel="preload"',
    'as="image"',
    `href="${escapeHtml(image.href)}"`,
    `imagesrcset="${escapeHtml(image.srcSet)}"`,
    `imagesizes="${escapeHtml(image.sizes)}"`,
    'fetchpriority="high"',
  ];
  return `<link ${attrs.join(' ')} />`;
}

// React writes the resources a page asks for (image preloads) ahead of the markup of a page it
// draws without its document; they belong in the head, where the browser finds them first.
const LEADING_RESOURCES = /^(?:<link\b[^>]*>)+/;

function timeout(ms: number): { promise: Promise<never>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`The first view took longer than ${ms} ms`));
    }, ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * Draws the first view of `request`'s page into `page` (the built page, or a product's with its
 * head tags), asking the API in-process for the page's data as the visitor's browser would.
 * Any failure is logged and answered with the page as it is: the browser then draws it.
 */
export async function drawFirstView(
  app: FastifyInstance,
  renderer: FirstViewRenderer,
  request: FastifyRequest,
  page: string,
): Promise<DrawnPage> {
  // The language the browser shows a visitor who chose none: its region's.
  const language = languageForRegion(request.locale.region);
  const cookie = localeCookies(request);
  const limit = timeout(RENDER_TIMEOUT_MS);
  try {
    const result = await Promise.race([
      renderer.render({
        url: request.url,
        language,
        currency: request.locale.currency.code,
        currencySymbol: request.locale.currency.symbol,
        region: request.locale.region,
        fetchApi: async (apiPath, query) => {
          const answer = await app.inject({
            method: 'GET',
            url: `/api/v1${apiPath}`,
            query: Object.fromEntries(
              Object.entries(query ?? {}).flatMap(([key, value]) =>
                value === undefined || value === null || value === '' ? [] : [[key, String(value)]],
              ),
            ),
            headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) },
          });
          return { status: answer.statusCode, body: answer.json() };
        },
      }),
      limit.promise,
    ]);
    if (result.kind !== 'page')
      return { kind: result.kind === 'not-found' ? 'not-found' : 'plain' };
    const resources = LEADING_RESOURCES.exec(result.html)?.[0] ?? '';
    const html = withFirstView(page, {
      language,
      head: preloadTag(result.preload) + resources,
      root: result.html.slice(resources.length),
      data: `<script type="application/json" id="${escapeHtml(renderer.FIRST_VIEW_STATE_ID)}">${scriptJson(result.state)}</script>`,
    });
    return html === undefined ? { kind: 'plain' } : { kind: 'page', html };
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'The first view could not be drawn');
    return { kind: 'plain' };
  } finally {
    limit.cancel();
  }
}

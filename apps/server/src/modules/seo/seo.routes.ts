import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kindHasEdition, PRODUCT_PAGE_KINDS } from '@store/shared/rules/product-path';
import type { Db } from '../../db/types';
import { valueOr } from '../../lib/http-errors';
import { currencyKey, type CatalogueCache } from '../catalog/catalogue-cache';
import { drawFirstView, loadFirstViewRenderer, type FirstViewRenderer } from './first-view';
import { loadTemplate, type PageTemplate } from './html-template';
import { renderProductHead } from './product-head';
import { seoError } from './seo.errors';
import { findProductHead, listSitemapFiles, listSitemapUrls } from './seo.service';
import { renderRobots, renderSitemapIndex, renderUrlSet } from './sitemap';

const Segment = z.string();
const PageParams = z.object({
  categoryId: Segment,
  platformName: Segment,
  productName: Segment,
  editionName: Segment.optional(),
});
// Crawlers fetch these now and then; an hour keeps them fresh enough.
const CRAWLER_CACHE = 'public, max-age=3600';

function sendXml(reply: FastifyReply, body: string): FastifyReply {
  return reply
    .header('cache-control', CRAWLER_CACHE)
    .type('application/xml; charset=utf-8')
    .send(body);
}

/** Pages whose first view the server draws besides the product pages. */
const DRAWN_PAGES = ['/', '/products'];

/** A page as the store keeps it: kept unless drawn plain after a failure. */
type PageToKeep = { html: string; keep: boolean; status?: number };

/** The page with its first view drawn in, when the web app's server entry is built. */
async function firstViewOr(
  app: FastifyInstance,
  renderer: FirstViewRenderer | undefined,
  request: FastifyRequest,
  page: string,
): Promise<PageToKeep> {
  if (!renderer) return { html: page, keep: true };
  const drawn = await drawFirstView(app, renderer, request, page);
  return drawn.kind === 'page' ? { html: drawn.html, keep: true } : { html: page, keep: false };
}

/**
 * Sends a page drawn from catalogue answers, kept in the catalogue cache with them: it is the
 * same for every visitor of one address, currency and region (the language follows the
 * region; no session reaches the drawing), and forgotten with them on every change.
 */
function sendPage(
  cache: CatalogueCache,
  request: FastifyRequest,
  reply: FastifyReply,
  produce: () => Promise<PageToKeep>,
): Promise<FastifyReply> {
  // Prices follow the currency cookie and stock changes with every sale.
  reply.header('vary', 'cookie');
  const key = [request.url, currencyKey(request.locale), request.locale.region];
  return cache.servePage(request, reply, key, produce);
}

function registerDrawnPages(
  app: FastifyInstance,
  cache: CatalogueCache,
  template: PageTemplate,
  renderer: FirstViewRenderer,
): void {
  for (const url of DRAWN_PAGES) {
    app.get(url, { schema: { hide: true } }, async (request, reply) =>
      sendPage(cache, request, reply, () => firstViewOr(app, renderer, request, template.plain)),
    );
  }
}

/**
 * What search engines read: product pages answered with the web app's page carrying the
 * product's title, description, canonical URL, OpenGraph tags and schema.org JSON-LD (404
 * for a URL that names no product), the sitemaps and robots.txt. Registered before the web
 * app's catch-all, whose page it reuses from `distDir`.
 */
export const seoRoutes: FastifyPluginAsyncZod<{
  db: Db;
  publicUrl: string;
  distDir: string;
  cache: CatalogueCache;
}> = async (app, { db, publicUrl, distDir, cache }) => {
  const template = await loadTemplate(distDir);
  // Home, catalogue and product pages arrive drawn, when the web app's server entry is built.
  const renderer = template ? await loadFirstViewRenderer(distDir) : undefined;
  if (template && renderer) registerDrawnPages(app, cache, template, renderer);
  if (template) {
    for (const kind of PRODUCT_PAGE_KINDS) {
      const url = `/${kind}/:categoryId/:platformName/:productName${kindHasEdition(kind) ? '/:editionName' : ''}`;
      app.get(url, { schema: { hide: true, params: PageParams } }, async (request, reply) => {
        const { categoryId, platformName, productName, editionName } = request.params;
        return sendPage(cache, request, reply, async () => {
          const head = await findProductHead(db, request.locale, publicUrl, {
            kind,
            categoryId,
            platformSlug: platformName,
            productSlug: productName,
            editionSlug: editionName,
          });
          if (!head.ok) return { html: template.plain, keep: false, status: 404 };
          const page = template.withHead(renderProductHead(head.value));
          return firstViewOr(app, renderer, request, page);
        });
      });
    }
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', CRAWLER_CACHE)
      .type('text/plain; charset=utf-8')
      .send(renderRobots(publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, renderSitemapIndex(await listSitemapFiles(db, publicUrl))),
  );

  app.get(
    '/sitemaps/:file',
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const urls = valueOr(await listSitemapUrls(db, publicUrl, request.params.file), seoError);
      return sendXml(reply, renderUrlSet(urls));
    },
  );
};

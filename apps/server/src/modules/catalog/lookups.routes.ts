import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOOKUP_CACHE_SECONDS } from '@store/shared/constants';
import {
  Country,
  CountryCode,
  Currency,
  NamedLookup,
  Platform,
  Region,
} from '@store/shared/schemas/lookups';
import { LangQuery } from '@store/shared/schemas/product-details';
import type { Db } from '../../db/types';
import { valueOr } from '../../lib/http-errors';
import { catalogError } from './catalog.errors';
import type { CatalogueCache } from './catalogue-cache';
import { genresIn, getCountry, lookups } from './lookups.service';

const LIST_SCHEMAS = {
  platforms: Platform,
  categories: NamedLookup,
  types: NamedLookup,
  developers: NamedLookup,
  publishers: NamedLookup,
  ratings: NamedLookup,
  regions: Region,
  currencies: Currency,
  countries: Country,
} as const;

const BROWSER_CACHE = `public, max-age=${LOOKUP_CACHE_SECONDS}`;

/** GET /api/v1/product/{lookup}: kept by the server and by browsers for an hour, with ETag and 304. */
export const lookupRoutes: FastifyPluginAsyncZod<{ db: Db; cache: CatalogueCache }> = async (
  app,
  { db, cache },
) => {
  // Named in `?lang`, as the product pages are: the address says the language, so caches
  // keep each language apart.
  app.get(
    '/genres',
    {
      schema: {
        tags: ['lookups'],
        querystring: LangQuery,
        response: { 200: z.array(NamedLookup) },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      return cache.serve(request, reply, ['genres', lang], () => genresIn(db, lang), BROWSER_CACHE);
    },
  );

  for (const name of Object.keys(LIST_SCHEMAS) as (keyof typeof LIST_SCHEMAS)[]) {
    app.get(
      `/${name}`,
      { schema: { tags: ['lookups'], response: { 200: z.array(LIST_SCHEMAS[name]) } } },
      async (request, reply) =>
        cache.serve(request, reply, [name], () => lookups[name](db), BROWSER_CACHE),
    );
  }

  app.get(
    '/countries/:code',
    {
      schema: {
        tags: ['lookups'],
        params: z.object({ code: CountryCode }),
        response: { 200: Country },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      return cache.serve(
        request,
        reply,
        ['country', code],
        async () => valueOr(await getCountry(db, code), catalogError),
        BROWSER_CACHE,
      );
    },
  );
};

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
import { sendCacheable } from '../../lib/http-cache';
import { valueOr } from '../../lib/http-errors';
import { catalogError } from './catalog.errors';
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

/** GET /api/v1/product/{lookup}: cached for an hour, with ETag and 304. */
export const lookupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
    async (request, reply) =>
      sendCacheable(request, reply, await genresIn(db, request.query.lang), LOOKUP_CACHE_SECONDS),
  );

  for (const name of Object.keys(LIST_SCHEMAS) as (keyof typeof LIST_SCHEMAS)[]) {
    app.get(
      `/${name}`,
      { schema: { tags: ['lookups'], response: { 200: z.array(LIST_SCHEMAS[name]) } } },
      async (request, reply) =>
        sendCacheable(request, reply, await lookups[name](db), LOOKUP_CACHE_SECONDS),
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
    async (request, reply) =>
      sendCacheable(
        request,
        reply,
        valueOr(await getCountry(db, request.params.code), catalogError),
        LOOKUP_CACHE_SECONDS,
      ),
  );
};

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gameMenusQuerySchema, gameMenusSchema, vendorListQuerySchema, vendorListSchema } from '../../../src/contract/catalog.ts';
import { access } from '../../http/access.ts';
import { ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import type { Catalog } from './repository.ts';
import { gameMenus, vendorLanes } from './service.ts';

export async function catalogRoutes(app: FastifyInstance, { catalog }: { catalog: Catalog }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/lgw/games/game_menus',
    { config: access.public, schema: { querystring: gameMenusQuerySchema, response: replies(gameMenusSchema) } },
    async (request) => ok(gameMenus(catalog, requestLocale(request))),
  );

  api.get(
    '/lgw/games/vendor_list',
    { config: access.public, schema: { querystring: vendorListQuerySchema, response: replies(vendorListSchema) } },
    async (request) => ok(vendorLanes(catalog, requestLocale(request))),
  );
}

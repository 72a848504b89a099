import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aggregatedQuerySchema,
  aggregatedValueSchema,
  announcementsValueSchema,
  favouriteBodySchema,
  favouriteParamsSchema,
  favouritesValueSchema,
  gameListQuerySchema,
  gameListValueSchema,
  gameTypeQuerySchema,
  gameTypeValueSchema,
  lobbyPaths,
  popularQuerySchema,
  popularV2QuerySchema,
  roomListValueSchema,
  roomQuerySchema,
} from '../../../src/contract/catalog.ts';
import { personalFilters } from '../../../src/contract/lobby.ts';
import { pickLocale } from '../../../src/i18n/translate.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { access } from '../../http/access.ts';
import { AppError, ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { authenticate, bearerToken } from '../auth/guard.ts';
import { aggregatedGames } from './aggregated.ts';
import { cardRooms, findGame, gameTypeOf, gamesByIds, popularGames, selectGames } from './games.ts';
import { addFavourite, favouriteIds, recentIds, removeFavourite } from './lobby-repository.ts';
import type { Catalog } from './repository.ts';

/** The hot-game calls name the language in a `language` field (SPEC §3); the header still wins. */
const languageOf = (request: FastifyRequest, language?: string): Locale => pickLocale(request.headers.language, language);

interface LobbyOptions {
  catalog: Catalog;
  /** The vendor codes that are an aggregator's studios, whose games the prebuilt lobbies do not list. */
  aggregated?: ReadonlySet<string>;
}

export async function lobbyRoutes(app: FastifyInstance, { catalog, aggregated = new Set() }: LobbyOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    lobbyPaths.aggregated,
    { config: access.public, schema: { querystring: aggregatedQuerySchema, response: replies(aggregatedValueSchema) } },
    async (request) => ok(aggregatedGames(catalog, aggregated, request.query.category, requestLocale(request))),
  );

  api.get(
    lobbyPaths.gameList,
    { config: access.public, schema: { querystring: gameListQuerySchema, response: replies(gameListValueSchema) } },
    async (request) => {
      const { filter } = request.query;
      let personal: string[] = [];
      if (personalFilters.includes(filter)) {
        const { member } = await authenticate(app.db, bearerToken(request), { allowTrial: true, limits: app.config });
        personal = filter === 'FAV' ? await favouriteIds(app.db, member.id) : await recentIds(app.db, member.id);
      }
      return ok({ list: selectGames(catalog, request.query, requestLocale(request), personal) });
    },
  );

  api.get(lobbyPaths.popular, { config: access.public, schema: { querystring: popularQuerySchema, response: replies(gameListValueSchema) } }, async (request) =>
    ok({ list: popularGames(catalog, languageOf(request, request.query.language), request.query.limit) }),
  );

  api.get(
    lobbyPaths.popularV2,
    { config: access.public, schema: { querystring: popularV2QuerySchema, response: replies(gameListValueSchema) } },
    async (request) => ok({ list: popularGames(catalog, languageOf(request, request.query.language), 100) }),
  );

  api.get(lobbyPaths.favourites, { config: access.player, schema: { response: replies(favouritesValueSchema) } }, async (request) => {
    const nodeIds = await favouriteIds(app.db, request.auth.member.id);
    return ok({ nodeIds, list: gamesByIds(catalog, nodeIds, requestLocale(request)) });
  });

  api.post(
    lobbyPaths.favourites,
    { config: access.player, schema: { body: favouriteBodySchema, response: replies(favouritesValueSchema) } },
    async (request) => {
      if (!findGame(catalog, request.body.nodeId)) throw new AppError('NOT_FOUND');
      await addFavourite(app.db, request.auth.member.id, request.body.nodeId);
      const nodeIds = await favouriteIds(app.db, request.auth.member.id);
      return ok({ nodeIds, list: gamesByIds(catalog, nodeIds, requestLocale(request)) });
    },
  );

  api.delete(
    `${lobbyPaths.favourites}/:nodeId`,
    { config: access.player, schema: { params: favouriteParamsSchema, response: replies(favouritesValueSchema) } },
    async (request) => {
      await removeFavourite(app.db, request.auth.member.id, request.params.nodeId);
      const nodeIds = await favouriteIds(app.db, request.auth.member.id);
      return ok({ nodeIds, list: gamesByIds(catalog, nodeIds, requestLocale(request)) });
    },
  );

  api.get(lobbyPaths.recent, { config: access.player, schema: { response: replies(gameListValueSchema) } }, async (request) =>
    ok({ list: gamesByIds(catalog, await recentIds(app.db, request.auth.member.id), requestLocale(request)) }),
  );

  api.get(lobbyPaths.announcements, { config: access.public, schema: { response: replies(announcementsValueSchema) } }, async (request) => {
    const locale = requestLocale(request);
    const notices = await app.settings.get('gameAnnouncements');
    const list = [...notices]
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((notice) => ({ id: notice.id, date: notice.date, title: notice.title[locale], content: notice.content[locale] }));
    return ok({ list });
  });

  api.get(lobbyPaths.rooms, { config: access.public, schema: { querystring: roomQuerySchema, response: replies(roomListValueSchema) } }, async (request) =>
    ok(cardRooms(catalog, requestLocale(request), request.query.nodeId)),
  );

  api.get(
    lobbyPaths.gameType,
    { config: access.public, schema: { querystring: gameTypeQuerySchema, response: replies(gameTypeValueSchema) } },
    async (request) => {
      const found = gameTypeOf(catalog, request.query.vassal);
      if (!found) throw new AppError('NOT_FOUND');
      return ok(found);
    },
  );
}

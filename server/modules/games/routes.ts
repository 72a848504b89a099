import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  betPageSchema,
  betQuerySchema,
  gamePaths,
  isLotteryLaunch,
  launchPayloadSchema,
  launchValueSchema,
  winnerBoardSchema,
  winnerQuerySchema,
  type LaunchPayload,
} from '../../../src/contract/games.ts';
import { pickLocale } from '../../../src/i18n/translate.ts';
import { access } from '../../http/access.ts';
import { AppError, ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import type { Catalog } from '../catalog/repository.ts';
import { betPage } from './bets.ts';
import { launchGame, launchLottery } from './launch.ts';
import { createWinnerBoard } from './winners.ts';

async function notInMaintenance(request: FastifyRequest): Promise<void> {
  if (await request.server.settings.get('maintenance')) throw new AppError('MAINTENANCE');
}

export async function gameRoutes(app: FastifyInstance, { catalog }: { catalog: Catalog }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const winners = createWinnerBoard(app.db, catalog);

  async function launch(request: FastifyRequest, payload: LaunchPayload) {
    const locale = pickLocale(request.headers.language, payload.language);
    const client = { ip: request.ip, mobile: /Mobi|Android|iPhone|iPad/i.test(request.headers['user-agent'] ?? '') };
    const player = { member: request.auth.member, memberSessionId: request.auth.session.id, client };
    return ok(isLotteryLaunch(payload) ? await launchLottery(app, player, payload, locale) : await launchGame(app, player, payload, locale));
  }

  // SPEC §7: POST for a game, GET for the lottery and card-game launches; both take either kind.
  api.post(
    gamePaths.launch,
    { config: access.player, preHandler: notInMaintenance, schema: { body: launchPayloadSchema, response: replies(launchValueSchema) } },
    (request) => launch(request, request.body),
  );
  api.get(
    gamePaths.launch,
    { config: access.player, preHandler: notInMaintenance, schema: { querystring: launchPayloadSchema, response: replies(launchValueSchema) } },
    (request) => launch(request, request.query),
  );

  api.get(gamePaths.bets, { config: access.player, schema: { querystring: betQuerySchema, response: replies(betPageSchema) } }, async (request) =>
    ok(await betPage(app.db, catalog, request.auth.member.id, request.query, { timeZone: app.config.TIME_ZONE, locale: requestLocale(request) })),
  );

  api.get(gamePaths.winners, { config: access.public, schema: { querystring: winnerQuerySchema, response: replies(winnerBoardSchema) } }, async (request) =>
    ok(await winners(request.query, pickLocale(request.headers.language, request.query.language))),
  );
}

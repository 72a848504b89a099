import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  betBodySchema,
  betResultSchema,
  fairnessSchema,
  gameParamsSchema,
  gameStateSchema,
  historySchema,
  housePaths,
  openedNumbersQuerySchema,
  openedNumbersSchema,
  playResultSchema,
  rollBodySchema,
  rotateSeedBodySchema,
  scheduledParamsSchema,
  spinBodySchema,
  verifyBodySchema,
  verifyResultSchema,
} from '../../../src/contract/house.ts';
import { access } from '../../http/access.ts';
import { AppError, ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { houseContext, playerOf, walletOf } from './access.ts';
import { placeBet } from './betting.ts';
import { hashSeed } from './fair.ts';
import { historyOf } from './history.ts';
import { houseInstantRoutes } from './instant.ts';
import { outcomeOf } from './outcomes.ts';
import { playPersonal } from './personal.ts';
import { openedDraws } from './rounds.ts';
import { fairnessOf, rotateSeed } from './seeds.ts';
import { stateOf } from './state.ts';

/** HOUSE's play API (src/contract/house.ts): what its game pages call. */
export async function housePlayRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const context = houseContext(app);

  api.get(housePaths.state, { config: access.game, schema: { params: gameParamsSchema, response: replies(gameStateSchema) } }, async (request) => {
    const { game } = request.params;
    return ok(await stateOf(context, playerOf(request, game), game));
  });

  api.get(housePaths.history, { config: access.game, schema: { params: gameParamsSchema, response: replies(historySchema) } }, async (request) => {
    const { game } = request.params;
    const player = playerOf(request, game);
    return ok({ rounds: await historyOf(app.db, player.session.memberId, game) });
  });

  api.post(
    housePaths.rotateSeed,
    { config: access.game, schema: { params: gameParamsSchema, body: rotateSeedBodySchema, response: replies(fairnessSchema) } },
    async (request) => {
      const { game } = request.params;
      const player = playerOf(request, game);
      if (game !== 'slot' && game !== 'dice') throw new AppError('NOT_FOUND');
      await rotateSeed(app.db, player.session.memberId, game, request.body.clientSeed, app.clock.now());
      return ok(await fairnessOf(app.db, player.session.memberId, game));
    },
  );

  api.post(housePaths.spin, { config: access.game, schema: { body: spinBodySchema, response: replies(playResultSchema) } }, async (request) => {
    const player = playerOf(request, 'slot');
    return ok(await playPersonal(context, player, { game: 'slot', ...request.body }));
  });

  api.post(housePaths.roll, { config: access.game, schema: { body: rollBodySchema, response: replies(playResultSchema) } }, async (request) => {
    const player = playerOf(request, 'dice');
    const { target, direction, ...rest } = request.body;
    return ok(await playPersonal(context, player, { game: 'dice', dice: { target, direction }, ...rest }));
  });

  api.post(
    housePaths.bet,
    { config: access.game, schema: { params: scheduledParamsSchema, body: betBodySchema, response: replies(betResultSchema) } },
    async (request) => {
      const { game } = request.params;
      const player = playerOf(request, game);
      const placed = await placeBet(context, player, { game, ...request.body });
      return ok({ bet: placed.bet, balance: { wallet: walletOf(player), balance: placed.balance } });
    },
  );

  api.post(housePaths.verify, { config: access.public, schema: { body: verifyBodySchema, response: replies(verifyResultSchema) } }, async (request) => {
    const result = outcomeOf(request.body.game, request.body);
    if (!result) throw new AppError('VALIDATION_FAILED');
    return ok({ serverSeedHash: hashSeed(request.body.serverSeed), digests: result.digests, outcome: result.outcome });
  });

  api.get(
    housePaths.openedNumbers,
    { config: access.public, schema: { querystring: openedNumbersQuerySchema, response: replies(openedNumbersSchema) } },
    async (request) => ok({ list: await openedDraws(app.db, request.query.limitNum) }),
  );

  await houseInstantRoutes(app);
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  fairnessSchema,
  historySchema,
  instantParamsSchema,
  instantPaths,
  instantPlayBodySchema,
  instantStateSchema,
  playResultSchema,
  rotateSeedBodySchema,
  type InstantState,
} from '../../../src/contract/house.ts';
import { toAmount } from '../../../src/contract/money.ts';
import { instantRules } from '../../../src/rules/instant/catalogue.ts';
import { access } from '../../http/access.ts';
import { AppError, ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { houseContext, instantPlayerOf, walletOf, type HouseContext, type Player } from './access.ts';
import { historyOf } from './history.ts';
import { playPersonal } from './personal.ts';
import { fairnessOf, rotateSeed } from './seeds.ts';
import { resumePlaysOf } from './settlement.ts';
import { stakeLimits } from './wallet-calls.ts';

const limits = { min: toAmount(stakeLimits.min), max: toAmount(stakeLimits.max) };

function rulesOf(code: string) {
  const rules = instantRules(code);
  if (!rules) throw new AppError('NOT_FOUND');
  return rules;
}

async function instantState(context: HouseContext, player: Player, code: string): Promise<InstantState> {
  const rules = rulesOf(code);
  const memberId = player.session.memberId;
  await resumePlaysOf(context, memberId, code);
  const answer = await context.wallet.balance({ sessionToken: player.token, member: player.session.username });
  const fairness = await fairnessOf(context.app.db, memberId, code);
  const game = context.app.vendors.catalog.games.find((candidate) => candidate.code === code);
  return {
    code,
    name: game?.name ?? { en: code, pt: code, tl: code },
    family: rules.family,
    rule: rules.rule,
    choices: rules.choices(fairness.nonce),
    balance: { wallet: walletOf(player), balance: answer.balance ?? 0 },
    fairness,
    limits,
  };
}

/**
 * The instant games' play API: every catalogue game that plays in one call per round (slots,
 * tables dealt per hand, card duels, virtual leagues, fishing shots, draws, bingo and minis).
 * Same seeds, nonces, wallet calls and retry job as the Tala Reels slot.
 */
export async function houseInstantRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const context = houseContext(app);

  api.get(instantPaths.state, { config: access.game, schema: { params: instantParamsSchema, response: replies(instantStateSchema) } }, async (request) => {
    const { code } = request.params;
    return ok(await instantState(context, instantPlayerOf(request, code), code));
  });

  api.post(
    instantPaths.play,
    { config: access.game, schema: { params: instantParamsSchema, body: instantPlayBodySchema, response: replies(playResultSchema) } },
    async (request) => {
      const { code } = request.params;
      const player = instantPlayerOf(request, code);
      rulesOf(code);
      const { pick, amount, idempotencyKey } = request.body;
      return ok(await playPersonal(context, player, { game: code, pick, amount, idempotencyKey }));
    },
  );

  api.get(instantPaths.history, { config: access.game, schema: { params: instantParamsSchema, response: replies(historySchema) } }, async (request) => {
    const { code } = request.params;
    const player = instantPlayerOf(request, code);
    return ok({ rounds: await historyOf(app.db, player.session.memberId, code) });
  });

  api.post(
    instantPaths.rotateSeed,
    { config: access.game, schema: { params: instantParamsSchema, body: rotateSeedBodySchema, response: replies(fairnessSchema) } },
    async (request) => {
      const { code } = request.params;
      const player = instantPlayerOf(request, code);
      rulesOf(code);
      await rotateSeed(app.db, player.session.memberId, code, request.body.clientSeed, app.clock.now());
      return ok(await fairnessOf(app.db, player.session.memberId, code));
    },
  );
}

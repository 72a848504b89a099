import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agentPaths,
  announcementPageSchema,
  announcementQuerySchema,
  consolidatedSchema,
  downlineItemSchema,
  downlinePageSchema,
  downlineParamsSchema,
  downlineQuerySchema,
  downlineStatusPayloadSchema,
  incomeQuerySchema,
  incomeSchema,
  overviewQuerySchema,
  overviewSchema,
  registerDownlinePayloadSchema,
  registeredDownlineSchema,
  teamBetPageSchema,
  teamBetsQuerySchema,
  teamProfitQuerySchema,
  teamProfitSchema,
  teamTransactionPageSchema,
  teamTransactionsQuerySchema,
} from '../../../src/contract/agent.ts';
import { access } from '../../http/access.ts';
import { AppError, ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { setMemberStatus } from '../members/status.ts';
import { announcementPage } from './announcements.ts';
import { teamBets } from './bets.ts';
import { consolidatedOf } from './consolidated.ts';
import { downlineOne, downlinePage } from './downline.ts';
import { teamOverview } from './overview.ts';
import { teamProfit } from './profit.ts';
import { registerDownline } from './register-center.ts';
import { requireInTeam } from './team.ts';
import { agentIncome, teamTransactions } from './transactions.ts';

/** The agent center's API (issue 9): every route for agents of types 1, 2, 41 and 42 only. */
export async function agentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const agent = { config: access.agent } as const;

  api.get(agentPaths.consolidated, { ...agent, schema: { response: replies(consolidatedSchema) } }, async (request) =>
    ok(await consolidatedOf(app.db, request.auth.member)),
  );

  api.get(agentPaths.overview, { ...agent, schema: { querystring: overviewQuerySchema, response: replies(overviewSchema) } }, async (request) =>
    ok(await teamOverview(app, request.auth.member.id, request.query, requestLocale(request))),
  );

  api.get(agentPaths.downline, { ...agent, schema: { querystring: downlineQuerySchema, response: replies(downlinePageSchema) } }, async (request) =>
    ok(await downlinePage(app.db, request.auth.member.id, request.query)),
  );

  api.get(agentPaths.downlineOne, { ...agent, schema: { params: downlineParamsSchema, response: replies(downlineItemSchema) } }, async (request) => {
    const found = await downlineOne(app.db, request.auth.member.id, request.params.id);
    if (!found) throw new AppError('NOT_FOUND');
    return ok(found);
  });

  api.post(agentPaths.downline, { ...agent, schema: { body: registerDownlinePayloadSchema, response: replies(registeredDownlineSchema) } }, async (request) => {
    const created = await registerDownline(app, request, request.auth.member, request.body);
    const item = await downlineOne(app.db, request.auth.member.id, created.id);
    if (!item) throw new Error(`member ${created.id} was created outside the agent's team`);
    return ok({ ...item, initialPassword: app.config.DEFAULT_PASSWORD });
  });

  // Only a direct downline: the agent answers for the members it brought in, its sub-agents for theirs.
  api.put(
    agentPaths.downlineOne,
    { ...agent, schema: { params: downlineParamsSchema, body: downlineStatusPayloadSchema, response: replies(downlineItemSchema) } },
    async (request) => {
      const { member: me } = request.auth;
      const level = await requireInTeam(app.db, me.id, request.params.id);
      if (level !== 1) throw new AppError('FORBIDDEN');
      await setMemberStatus(app.db, request.params.id, { status: request.body.status, reason: request.body.reason, actor: `agent:${me.username}` });
      const item = await downlineOne(app.db, me.id, request.params.id);
      if (!item) throw new AppError('NOT_FOUND');
      return ok(item);
    },
  );

  api.get(agentPaths.teamBets, { ...agent, schema: { querystring: teamBetsQuerySchema, response: replies(teamBetPageSchema) } }, async (request) =>
    ok(await teamBets(app, request.auth.member.id, request.query, requestLocale(request))),
  );

  api.get(agentPaths.teamProfit, { ...agent, schema: { querystring: teamProfitQuerySchema, response: replies(teamProfitSchema) } }, async (request) =>
    ok(await teamProfit(app, request.auth.member.id, request.query, requestLocale(request))),
  );

  api.get(agentPaths.income, { ...agent, schema: { querystring: incomeQuerySchema, response: replies(incomeSchema) } }, async (request) =>
    ok(await agentIncome(app, request.auth.member.id, request.query, requestLocale(request))),
  );

  api.get(
    agentPaths.teamTransactions,
    { ...agent, schema: { querystring: teamTransactionsQuerySchema, response: replies(teamTransactionPageSchema) } },
    async (request) => ok(await teamTransactions(app, request.auth.member.id, request.query, requestLocale(request))),
  );

  api.get(
    agentPaths.announcements,
    { ...agent, schema: { querystring: announcementQuerySchema, response: replies(announcementPageSchema) } },
    async (request) => ok(await announcementPage(app, request.query.page, requestLocale(request))),
  );
}

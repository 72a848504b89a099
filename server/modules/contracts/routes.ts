import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contractItemSchema,
  contractListQuerySchema,
  contractListSchema,
  contractPaths,
  dailyProcessSchema,
  dividendProcessSchema,
  hourlyProcessSchema,
  offerPayloadSchema,
  processedSchema,
  settlementPageSchema,
  settlementQuerySchema,
} from '../../../src/contract/contracts.ts';
import { access } from '../../http/access.ts';
import { AppError, ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { eq } from 'drizzle-orm';
import { agentContract } from '../../db/schema.ts';
import { offerContract } from './offer.ts';
import { processContract, type ProcessGroup } from './process.ts';
import { settlementPage } from './settlements.ts';
import { standingOf } from './standing.ts';
import { contractItems, contractsOf } from './view.ts';

/** Contracts between agents and their direct downline (issue 10): offer, list, the three process endpoints, settlements. */
export async function contractRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const agent = { config: access.agent } as const;

  api.post(contractPaths.contracts, { ...agent, schema: { body: offerPayloadSchema, response: replies(contractItemSchema) } }, async (request) => {
    const id = await offerContract(app, request.auth.member, request.body, requestLocale(request));
    const [item] = await contractItems(app.db, eq(agentContract.id, id), 1);
    if (!item) throw new AppError('NOT_FOUND');
    return ok(item);
  });

  api.get(contractPaths.contracts, { ...agent, schema: { querystring: contractListQuerySchema, response: replies(contractListSchema) } }, async (request) => {
    const me = request.auth.member.id;
    const items = await contractsOf(app.db, me, request.query.scope, { kind: request.query.kind });
    // The holder's own valid contracts carry the period so far.
    return ok({
      items: await Promise.all(
        items.map(async (item) => (item.status === 'V' && item.holderId === me ? { ...item, standing: await standingOf(app, item) } : item)),
      ),
    });
  });

  const process = (
    group: ProcessGroup,
    id: number,
    action: 'A' | 'R' | 'C',
    confirmHigherRate: boolean | undefined,
    member: Parameters<typeof processContract>[1],
  ) => processContract(app, member, { group, id, action, confirmHigherRate: confirmHigherRate ?? false }).then(() => ok({ id }));

  api.post(contractPaths.dividendProcess, { ...agent, schema: { body: dividendProcessSchema, response: replies(processedSchema) } }, async (request) =>
    process('dividend', request.body.type, request.body.status, request.body.confirmHigherRate, request.auth.member),
  );
  api.post(contractPaths.dailyProcess, { ...agent, schema: { body: dailyProcessSchema, response: replies(processedSchema) } }, async (request) =>
    process('daily', request.body.id, request.body.status, request.body.confirmHigherRate, request.auth.member),
  );
  api.post(contractPaths.hourlyProcess, { ...agent, schema: { body: hourlyProcessSchema, response: replies(processedSchema) } }, async (request) =>
    process('hourly', request.body.contractId, request.body.status, request.body.confirmHigherRate, request.auth.member),
  );

  api.get(contractPaths.settlements, { ...agent, schema: { querystring: settlementQuerySchema, response: replies(settlementPageSchema) } }, async (request) =>
    ok(await settlementPage(app, request.auth.member.id, request.query, requestLocale(request))),
  );
}

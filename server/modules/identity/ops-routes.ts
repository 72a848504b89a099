import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  identityDecisionSchema,
  identityIdParamsSchema,
  identityImageParamsSchema,
  identityPaths,
  identityQueueQuerySchema,
  identityQueueSchema,
  identitySubmissionSchema,
} from '../../../src/contract/identity.ts';
import { opsAccess } from '../../http/access.ts';
import { fieldsOf, listAnswer } from '../../http/csv.ts';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { actorOf } from '../staff/operator.ts';
import { sendImage } from '../uploads/serve.ts';
import { decideIdentity, identityQueue, identitySubmissionView, openIdentityImage } from './review.ts';

/** The back office's identity review: only the `identity` permission (risk, support, admin) reaches any of it. */
const identityColumns = fieldsOf(identitySubmissionSchema);

export async function identityOperatorRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const review = opsAccess('identity');

  ops.get(
    identityPaths.queue,
    { config: review, schema: { querystring: identityQueueQuerySchema, response: replies(identityQueueSchema) } },
    async (request, reply) =>
      listAnswer(request, reply, `identity-${request.query.state}`, await identityQueue(app, request.query.state), (list) => list, identityColumns),
  );
  ops.get(identityPaths.one, { config: review, schema: { params: identityIdParamsSchema, response: replies(identitySubmissionSchema) } }, async (request) =>
    ok(await identitySubmissionView(app, request.params.id)),
  );
  ops.get(identityPaths.image, { config: review, schema: { params: identityImageParamsSchema } }, async (request, reply) => {
    const { id, side } = request.params;
    return sendImage(reply, await openIdentityImage(app, id, side, actorOf(request)), `identity-${id}-${side}`);
  });
  ops.post(
    identityPaths.decide,
    { config: review, schema: { params: identityIdParamsSchema, body: identityDecisionSchema, response: replies(identitySubmissionSchema) } },
    async (request) => ok(await decideIdentity(app, request.params.id, request.body, actorOf(request))),
  );
}

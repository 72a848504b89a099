import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditVerifySchema } from '../../../src/contract/protection.ts';
import { access } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { verifyAudit } from './audit.ts';

/** The protection side of the operator API: the audit chain's check. */
export async function protectionOperatorRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  ops.get('/ops/audit/verify', { config: access.ops, schema: { response: replies(auditVerifySchema) } }, async () => ok(await verifyAudit(app.db)));
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberIconSchema, memberInfoSchema } from '../../../src/contract/auth.ts';
import { access } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { avatarPath, memberInfo } from './info.ts';

export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/wps/member/info', { config: access.session, schema: { response: replies(memberInfoSchema) } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await memberInfo(app, request.auth.member, request.auth.session));
  });

  api.get('/wps/member/info/icon', { config: access.session, schema: { response: replies(memberIconSchema) } }, async (request) =>
    ok({ icon: avatarPath(request.auth.member.id) }),
  );
}

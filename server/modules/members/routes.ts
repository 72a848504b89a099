import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberIconSchema, memberInfoSchema } from '../../../src/contract/auth.ts';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { requireSession } from '../auth/guard.ts';
import { avatarPath, memberInfo } from './info.ts';

// The change-password dialog reads who is logged in, and a trial account shows its guest name.
const whoever = requireSession({ allowPasswordChange: true, allowTrial: true });

export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/wps/member/info', { preHandler: whoever, schema: { response: replies(memberInfoSchema) } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await memberInfo(app, request.auth.member, request.auth.session));
  });

  api.get('/wps/member/info/icon', { preHandler: whoever, schema: { response: replies(memberIconSchema) } }, async (request) =>
    ok({ icon: avatarPath(request.auth.member.id) }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bindCodeRequestSchema,
  bindCodeValueSchema,
  bindPayloadSchema,
  loginHistorySchema,
  memberPaths,
  paymentPasswordPayloadSchema,
  paymentPasswordValueSchema,
  profileSchema,
  profileUpdateSchema,
} from '../../../src/contract/member.ts';
import { ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { clientIp } from '../auth/client.ts';
import { decryptBody } from '../auth/encrypted.ts';
import { requireSession } from '../auth/guard.ts';
import { bindTarget, sendBindCode } from './bind.ts';
import { loginHistory } from './logins.ts';
import { setPaymentPassword } from './payment-password.ts';
import { profileOf, updateProfile } from './profile.ts';

// The security center is part of the member center, which a trial account cannot open (SPEC §4).
const realMember = requireSession();

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(memberPaths.profile, { preHandler: realMember, schema: { response: replies(profileSchema) } }, async (request) => ok(profileOf(request.auth.member)));

  api.put(memberPaths.profile, { preHandler: realMember, schema: { body: profileUpdateSchema, response: replies(profileSchema) } }, async (request) =>
    ok(profileOf(await updateProfile(app, request.auth.member.id, request.body, requestLocale(request)))),
  );

  api.post(memberPaths.bindCode, { preHandler: realMember, schema: { body: bindCodeRequestSchema, response: replies(bindCodeValueSchema) } }, async (request) =>
    ok(await sendBindCode(app, request.auth.member, request.body, clientIp(request), requestLocale(request))),
  );

  api.post(memberPaths.bind, { preHandler: realMember, schema: { body: bindPayloadSchema, response: replies(profileSchema) } }, async (request) =>
    ok(profileOf(await bindTarget(app, request.auth.member, request.body, requestLocale(request)))),
  );

  api.put(memberPaths.paymentPassword, { preHandler: realMember, schema: { response: replies(paymentPasswordValueSchema) } }, async (request) => {
    const payload = await decryptBody(app, request.body, paymentPasswordPayloadSchema);
    await setPaymentPassword(app, request.auth.member, payload, requestLocale(request));
    return ok({ hasPaymentPassword: true as const });
  });

  api.get(memberPaths.logins, { preHandler: realMember, schema: { response: replies(loginHistorySchema) } }, async (request) =>
    ok(await loginHistory(app.db, request.auth.member)),
  );
}

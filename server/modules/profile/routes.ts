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
import { languageUpdateSchema, siteCallPaths } from '../../../src/contract/site-calls.ts';
import { access } from '../../http/access.ts';
import { ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { bodyDoc } from '../../http/route-docs.ts';
import { clientIp } from '../auth/client.ts';
import { decryptBody } from '../auth/encrypted.ts';
import { bindTarget, sendBindCode } from './bind.ts';
import { setLanguage } from '../members/language.ts';
import { loginHistory } from './logins.ts';
import { setPaymentPassword } from './payment-password.ts';
import { profileOf, updateProfile } from './profile.ts';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(memberPaths.profile, { config: access.member, schema: { response: replies(profileSchema) } }, async (request) => ok(profileOf(request.auth.member)));

  api.put(memberPaths.profile, { config: access.member, schema: { body: profileUpdateSchema, response: replies(profileSchema) } }, async (request) =>
    ok(profileOf(await updateProfile(app, request.auth.member.id, request.body, requestLocale(request)))),
  );

  // SPEC §7 "language update": the site tells us when a signed-in member switches language.
  api.put(
    siteCallPaths.language,
    { config: access.member, schema: { body: languageUpdateSchema, response: replies(languageUpdateSchema) } },
    async (request) => {
      await setLanguage(app.db, request.auth.member.id, request.body.language);
      return ok({ language: request.body.language });
    },
  );

  api.post(memberPaths.bindCode, { config: access.member, schema: { body: bindCodeRequestSchema, response: replies(bindCodeValueSchema) } }, async (request) =>
    ok(await sendBindCode(app, request.auth.member, request.body, clientIp(request), requestLocale(request))),
  );

  api.post(memberPaths.bind, { config: access.member, schema: { body: bindPayloadSchema, response: replies(profileSchema) } }, async (request) =>
    ok(profileOf(await bindTarget(app, request.auth.member, request.body, requestLocale(request)))),
  );

  api.put(
    memberPaths.paymentPassword,
    { config: access.member, schema: { documentedBody: bodyDoc.jwe(paymentPasswordPayloadSchema), response: replies(paymentPasswordValueSchema) } },
    async (request) => {
      const payload = await decryptBody(app, request.body, paymentPasswordPayloadSchema);
      await setPaymentPassword(app, request.auth.member, payload, requestLocale(request));
      return ok({ hasPaymentPassword: true as const });
    },
  );

  api.get(memberPaths.logins, { config: access.member, schema: { response: replies(loginHistorySchema) } }, async (request) =>
    ok(await loginHistory(app.db, request.auth.member)),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { smsRegisterQuerySchema, smsRequestSchema, smsValueSchema } from '../../../src/contract/auth.ts';
import { access } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { requireFeature, requirePhoneLogin } from '../settings/features.ts';
import { sendSmsCode } from './sms.ts';

/** SMS codes before login: for code login, for the phone password reset, and for registration. */
export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/wps/verification/sms/noLogin',
    { config: access.public, schema: { body: smsRequestSchema, response: replies(smsValueSchema) } },
    async (request) => {
      const { mobileNum, purpose } = request.body;
      await (purpose === 'reset' ? requireFeature(app, 'CHNGPASSVERIF3') : requirePhoneLogin(app));
      return ok(await sendSmsCode(app, request, { purpose, mobileNum }));
    },
  );

  api.get(
    '/wps/verification/sms/register',
    { config: access.public, schema: { querystring: smsRegisterQuerySchema, response: replies(smsValueSchema) } },
    async (request) => {
      await requireFeature(app, 'REGMOBVERF3');
      return ok(await sendSmsCode(app, request, { purpose: 'register', mobileNum: request.query.mobileNum }));
    },
  );
}

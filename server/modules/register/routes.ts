import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginValueSchema, registerPayloadSchema, type LoginValue } from '../../../src/contract/auth.ts';
import { access } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { bodyDoc } from '../../http/route-docs.ts';
import { completeLogin } from '../auth/complete-login.ts';
import { decryptBody } from '../auth/encrypted.ts';
import { requireFeature } from '../settings/features.ts';
import { registerMember } from './service.ts';
import type { RegisterTab } from './validate.ts';

/**
 * PUT /wps/member/register (username tab) and /wps/member/register/mobile (mobile tab, MOBILENUMREG3).
 * The body is `{ jwe }` only; the answer logs the new member in when the payload asks (`login`, on by
 * default), and that login makes the registering IP a known one.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function register(request: FastifyRequest, tab: RegisterTab): Promise<LoginValue> {
    const payload = await decryptBody(app, request.body, registerPayloadSchema);
    const member = await registerMember(app, request, payload, tab);
    if (!payload.login) return { firstTimeLogin: false, passwordExpired: false };
    return completeLogin(app, request, member, { method: 'register', site: 'member' });
  }

  api.put(
    '/wps/member/register',
    { config: access.public, schema: { documentedBody: bodyDoc.jwe(registerPayloadSchema), response: replies(loginValueSchema) } },
    async (request) => ok(await register(request, 'username')),
  );

  api.put(
    '/wps/member/register/mobile',
    { config: access.public, schema: { documentedBody: bodyDoc.jwe(registerPayloadSchema), response: replies(loginValueSchema) } },
    async (request) => {
      await requireFeature(app, 'MOBILENUMREG3');
      return ok(await register(request, 'mobile'));
    },
  );
}

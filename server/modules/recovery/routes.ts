import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forgotByEmailSchema, forgotByEmailValueSchema, forgotByPhoneSchema, loginValueSchema } from '../../../src/contract/auth.ts';
import { access } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { bodyDoc } from '../../http/route-docs.ts';
import { decryptBody } from '../auth/encrypted.ts';
import { requireFeature } from '../settings/features.ts';
import { recoverByEmail, recoverByPhone } from './service.ts';

const formBodyLimit = 4096;

/** Password recovery: by e-mail (a form post, SPEC §7) and by phone (encrypted, then logged in). */
export async function recoveryRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Only this plugin reads form bodies; the rest of the API stays JSON-only.
  api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: formBodyLimit }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  api.post(
    '/wps/member/password/email',
    { config: access.public, schema: { body: forgotByEmailSchema, response: replies(forgotByEmailValueSchema) } },
    async (request) => {
      await recoverByEmail(app, request, request.body);
      return ok({ messageKey: 'in_been_out' as const });
    },
  );

  api.post(
    '/wps/member/password/verification',
    { config: access.public, schema: { documentedBody: bodyDoc.jwe(forgotByPhoneSchema), response: replies(loginValueSchema) } },
    async (request) => {
      await requireFeature(app, 'CHNGPASSVERIF3');
      const payload = await decryptBody(app, request.body, forgotByPhoneSchema);
      return ok(await recoverByPhone(app, request, payload));
    },
  );
}

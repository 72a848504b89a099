import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { captchaValueSchema } from '../../../src/contract/auth.ts';
import { access } from '../../http/access.ts';
import { AppError, ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { clientIp } from '../auth/client.ts';
import { setCaptchaCookie } from './cookie.ts';
import { captchaSeconds, createCaptcha } from './service.ts';

/** GET /wps/captcha: a fresh picture as base64 PNG; its answer stays here, its id in an HttpOnly cookie. */
export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/wps/captcha', { config: access.public, schema: { response: replies(captchaValueSchema) } }, async (request, reply) => {
    // The dialog refreshes at most once a second (SPEC §9); the server holds every client to that.
    if ((await app.limiter.hit(`captcha:${clientIp(request)}`, 1)) > 1) throw new AppError('TOO_MANY_REQUESTS');
    const { id, png } = await createCaptcha(app.db);
    setCaptchaCookie(reply, id, captchaSeconds);
    reply.header('cache-control', 'no-store');
    return ok(png.toString('base64'));
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  freeplayPayloadSchema,
  loginPayloadSchema,
  loginValueSchema,
  loginVerifyPayloadSchema,
  logoutValueSchema,
  type LoginPayload,
} from '../../../src/contract/auth.ts';
import { access } from '../../http/access.ts';
import { AppError, ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { bodyDoc } from '../../http/route-docs.ts';
import { verifyCaptcha } from '../captcha/service.ts';
import { findMemberById, recordLoginEvent } from '../members/repository.ts';
import { requireFeature } from '../settings/features.ts';
import { attemptState, recordFailure, recordSuccess, type AttemptSubject } from './attempts.ts';
import { answerChallenge } from './challenge.ts';
import { clientIp, userAgent } from './client.ts';
import { completeLogin } from './complete-login.ts';
import { attemptAccount, checkCredentials, type CheckedCredentials } from './credentials.ts';
import { decryptBody } from './encrypted.ts';
import { createTrialMember, freeplayLimits } from './freeplay.ts';
import { bearerToken } from './guard.ts';
import { findSession, revokeSession } from './sessions.ts';

/**
 * Wrong guesses: each one counts against the limits. A right password that is then refused (another
 * site's account, NOT_AN_AGENT; a suspension; an exclusion; see complete-login.ts) is no guess.
 */
const countedFailures = new Set(['INVALID_CREDENTIALS', 'CODE_INVALID', 'CODE_EXPIRED']);

/** How the login history names a refused attempt. */
function outcomeOf(error: AppError): string {
  if (error.code === 'TOO_MANY_REQUESTS') return 'locked';
  if (error.code === 'CAPTCHA_INVALID' || error.code === 'CAPTCHA_REQUIRED') return 'captcha';
  return error.code;
}

function typedName(payload: LoginPayload): string | null {
  if (payload.type === 'username') return payload.username;
  if (payload.type === 'sms') return payload.mobileNum;
  return null;
}

export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/wps/session/login',
    { config: access.public, schema: { documentedBody: bodyDoc.jwe(loginPayloadSchema), response: replies(loginValueSchema) } },
    async (request, reply) => {
      const payload = await decryptBody(app, request.body, loginPayloadSchema);
      const ip = clientIp(request);
      const subject: AttemptSubject = { account: await attemptAccount(app.db, payload), ip };
      const event = { username: typedName(payload), method: payload.type, ip, userAgent: userAgent(request) };

      let checked: CheckedCredentials;
      try {
        const state = await attemptState(app.limiter, subject);
        if (state.lockedSeconds > 0) {
          reply.header('retry-after', String(state.lockedSeconds));
          throw new AppError('TOO_MANY_REQUESTS', state.captchaNeeded ? { captcha: true } : {});
        }
        if (state.captchaNeeded && payload.type !== 'firebase') await verifyCaptcha(request, payload.captcha);
        checked = await checkCredentials(app, payload).catch(async (error: unknown) => {
          if (!(error instanceof AppError) || !countedFailures.has(error.code)) throw error;
          await recordFailure(app.limiter, subject);
          // The client shows the captcha once the next attempt will need it, not before.
          const next = await attemptState(app.limiter, subject);
          throw next.captchaNeeded ? new AppError(error.code, { ...error.extra, captcha: true }) : error;
        });
      } catch (error) {
        if (error instanceof AppError) await recordLoginEvent(app.db, { ...event, outcome: outcomeOf(error) });
        throw error;
      }
      await recordSuccess(app.limiter, subject);
      const value = await completeLogin(app, request, checked.member, {
        method: payload.type,
        site: payload.site,
        usedDefaultPassword: checked.usedDefaultPassword,
      });
      return ok(value);
    },
  );

  api.post(
    '/wps/session/login/verify',
    { config: access.public, schema: { body: loginVerifyPayloadSchema, response: replies(loginValueSchema) } },
    async (request) => {
      const challenge = await answerChallenge(app.db, { challengeId: request.body.challengeId, code: request.body.verificationCode }).catch(
        async (error: unknown) => {
          if (error instanceof AppError)
            await recordLoginEvent(app.db, { method: 'verify', outcome: error.code, ip: clientIp(request), userAgent: userAgent(request) });
          throw error;
        },
      );
      const member = await findMemberById(app.db, challenge.memberId);
      if (!member) throw new AppError('CODE_INVALID');
      return ok(await completeLogin(app, request, member, { method: 'verify', site: request.body.site, challengedMethod: challenge.method }));
    },
  );

  api.post(
    '/wps/session/login/freeplay',
    { config: access.public, schema: { documentedBody: bodyDoc.jwe(freeplayPayloadSchema), response: replies(loginValueSchema) } },
    async (request) => {
      await requireFeature(app, 'FREEPLAY3');
      if (request.headers['gateway-version'] !== '3') throw new AppError('MALFORMED_REQUEST');
      await decryptBody(app, request.body, freeplayPayloadSchema);
      const ip = clientIp(request);
      const key = `freeplay:ip:${ip}`;
      if ((await app.limiter.count(key)) >= freeplayLimits.perIpPerHour) throw new AppError('TOO_MANY_REQUESTS');
      await app.limiter.hit(key, 3600);
      const member = await createTrialMember(app.db);
      return ok(await completeLogin(app, request, member, { method: 'freeplay', site: 'member' }));
    },
  );

  // Ending a session that is already over, or was never there, is still a success: the client's aim is met.
  const logout = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const found = token ? await findSession(app.db, token) : null;
    if (found) await revokeSession(app.db, found.session.id);
    return ok(true as const);
  };
  api.delete('/wps/session/logout', { config: access.public, schema: { response: replies(logoutValueSchema) } }, logout);
  api.post('/wps/session/logout', { config: access.public, schema: { response: replies(logoutValueSchema) } }, logout);
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordSchema, loginValueSchema } from '../../../src/contract/auth.ts';
import { checkRule, fieldRule } from '../../../src/contract/field-rules.ts';
import { ruleMessageKey, type RuleFailure } from '../../../src/contract/rules.ts';
import { translator, type MessageKey, type Translate } from '../../../src/i18n/translate.ts';
import { access } from '../../http/access.ts';
import { AppError, ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { bodyDoc } from '../../http/route-docs.ts';
import { updateMember } from '../members/repository.ts';
import { clientIp, userAgent } from './client.ts';
import { sameSecret } from './credentials.ts';
import { decryptBody } from './encrypted.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { issueSession, revokeMemberSessions } from './sessions.ts';

/** Wrong current passwords a session may give before it must wait: a stolen session cannot guess it. */
const oldPasswordLimit = { failures: 5, windowSeconds: 15 * 60 } as const;

const say = (t: Translate, failure: RuleFailure) => t(failure.key as MessageKey, failure.vars);

/** POST /wps/member/password: the one route a forced-change session may use to get a full one. */
export async function changePasswordRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/wps/member/password',
    { config: access.account, schema: { documentedBody: bodyDoc.jwe(changePasswordSchema), response: replies(loginValueSchema) } },
    async (request) => {
      const { member, session } = request.auth;
      const payload = await decryptBody(app, request.body, changePasswordSchema);
      const t = translator(requestLocale(request));
      const forced = session.scope === 'change-password';

      const fields: Record<string, string> = {};
      const rule = fieldRule(await app.settings.get('register'), 'password');
      const broken = rule ? checkRule({ ...rule, enabled: true, required: true }, payload.newPassword) : null;
      if (broken) fields.newPassword = say(t, broken);
      else if (sameSecret(payload.newPassword, app.config.DEFAULT_PASSWORD)) fields.newPassword = t('auth.password.notDefault');
      if (payload.confirmNewPassword !== payload.newPassword) fields.confirmNewPassword = t(ruleMessageKey('confirmPassword') as MessageKey);
      if (!forced && !payload.oldPassword) fields.oldPassword = t(ruleMessageKey('empty') as MessageKey);
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });

      if (!forced) {
        const key = `password:fail:${member.id}`;
        if ((await app.limiter.count(key)) >= oldPasswordLimit.failures) throw new AppError('TOO_MANY_REQUESTS');
        if (!(await verifyPassword(payload.oldPassword ?? '', member.passwordHash))) {
          await app.limiter.hit(key, oldPasswordLimit.windowSeconds);
          // 422, not 401: the session is fine, only the answer was wrong, and the dialog must stay logged in.
          throw new AppError('INVALID_CREDENTIALS', { status: 422, fields: { oldPassword: t('auth.password.oldIncorrect') } });
        }
        await app.limiter.reset(key);
      }

      const passwordHash = await hashPassword(payload.newPassword);
      const now = new Date();
      const { token } = await app.db.transaction(async (tx) => {
        await updateMember(tx, member.id, { passwordHash, passwordChangedAt: now, mustChangePassword: false });
        await revokeMemberSessions(tx, member.id, { now });
        return issueSession(tx, {
          memberId: member.id,
          method: 'password',
          ip: clientIp(request),
          userAgent: userAgent(request),
          scope: 'full',
          limits: app.config,
          now,
        });
      });
      return ok({ token, firstTimeLogin: false, passwordExpired: false });
    },
  );
}

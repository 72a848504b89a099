import type { FastifyInstance, FastifyRequest } from 'fastify';
import { creatableTypes, type RegisterDownlinePayload } from '../../../src/contract/agent.ts';
import { AppError } from '../../http/envelope.ts';
import { hashPassword } from '../auth/password.ts';
import { findMemberByMobile, type Member } from '../members/repository.ts';
import { isUsernameTaken } from '../members/retired.ts';
import { createMember, translated } from '../register/service.ts';
import { checkRegistration } from '../register/validate.ts';

/**
 * The register center (POST /wps/agent/downline): opens an account directly under the agent with
 * the operator's default password, which the new member must change at first login. The field
 * rules are self-registration's; the password, captcha and SMS code are not the agent's to give
 * (the agent vouches for the person in front of it), so only the other fields are checked.
 */
export async function registerDownline(app: FastifyInstance, request: FastifyRequest, agent: Member, payload: RegisterDownlinePayload): Promise<Member> {
  if (!creatableTypes[agent.type]?.includes(payload.type)) throw new AppError('FORBIDDEN');
  const rules = await app.settings.get('register');
  const defaultPassword = app.config.DEFAULT_PASSWORD;
  const { accepted, failures } = checkRegistration(
    { ...payload, password: defaultPassword, confirmPassword: defaultPassword, registerMethod: 'WEB', login: false },
    { rules, tab: 'username', smsVerification: false, defaultPassword: '' },
  );
  delete failures.password;
  delete failures.confirmPassword;
  if (accepted.mobileNum && !failures.mobileNum && (await findMemberByMobile(app.db, accepted.mobileNum))) {
    failures.mobileNum = { key: 'register.mobileTaken' };
  }
  if (Object.keys(failures).length > 0) throw new AppError('VALIDATION_FAILED', { fields: translated(request, failures) });
  if (await isUsernameTaken(app.db, accepted.username)) throw new AppError('USERNAME_TAKEN');

  return createMember(app.db, {
    username: accepted.username,
    passwordHash: await hashPassword(defaultPassword),
    mustChangePassword: true,
    type: payload.type,
    mobileNum: accepted.mobileNum ?? null,
    email: accepted.email ?? null,
    payeeName: accepted.payeeName ?? null,
    profile: { ...accepted.profile },
    uplineId: agent.id,
    registerMethod: 'AGENT',
  });
}

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { loginValueSchema, type LoginValue } from '../../src/contract/auth.ts';
import { successSchema } from '../../src/contract/envelope.ts';
import type { FeatureModId } from '../../src/contract/system.ts';
import { captcha } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { captchaCookie } from '../modules/captcha/cookie.ts';
import { answerHash } from '../modules/captcha/service.ts';
import { insertMember, type Member, type NewMember } from '../modules/members/repository.ts';
import { encryptedBody } from './encrypt.ts';

/** A member for a test, with a username no other test uses. */
export async function createMember(app: FastifyInstance, values: Partial<NewMember> & { password?: string } = {}): Promise<Member & { password: string }> {
  const { password = 'Secret@123', ...rest } = values;
  const username = rest.username ?? `m${randomBytes(5).toString('hex')}`;
  const row = await insertMember(app.db, { ...rest, username, passwordHash: await hashPassword(password) });
  return { ...row, password };
}

export interface InjectAs {
  /** The client's address; 127.0.0.1 when left out. */
  ip?: string;
  headers?: Record<string, string>;
}

/** POST /wps/session/login with an encrypted payload; answers the raw response. */
export async function postLogin(app: FastifyInstance, payload: Record<string, unknown>, as: InjectAs = {}) {
  return app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: as.ip,
    headers: as.headers,
    payload: await encryptedBody(app, payload),
  });
}

/** Logs in by username and password and answers the LoginValue, throwing on a failure. */
export async function loginAs(app: FastifyInstance, username: string, password: string, as: InjectAs = {}): Promise<LoginValue> {
  const response = await postLogin(app, { type: 'username', username, password }, as);
  if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.body}`);
  return successSchema(loginValueSchema).parse(response.json()).value;
}

export const bearer = (token: string | undefined) => ({ authorization: `Bearer ${token ?? ''}` });

/** A captcha whose answer the test knows, and the cookie that names it. */
export async function knownCaptcha(app: FastifyInstance, answer = 'AB12'): Promise<{ answer: string; cookie: string }> {
  const id = randomBytes(24).toString('base64url');
  await app.db.insert(captcha).values({ id, answerHash: answerHash(id, answer), expiresAt: sql`now() + interval '2 minutes'` });
  return { answer, cookie: `${captchaCookie}=${id}` };
}

/** Turns one whitelabel toggle on or off (a top-level node is added when the tree lacks it). */
export async function setFeature(app: FastifyInstance, modId: FeatureModId, enabled: boolean): Promise<void> {
  const tree = await app.settings.get('whitelabel');
  const found = tree.some((node) => node.modId === modId);
  const next = found ? tree.map((node) => (node.modId === modId ? { ...node, enabled } : node)) : [...tree, { modId, enabled, childrenNodes: [] }];
  await app.settings.set('whitelabel', next, { actor: 'test', reason: `turn ${modId} ${enabled ? 'on' : 'off'}` });
}

import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { captchaLifetimeSeconds } from '../../../src/contract/auth.ts';
import type { Db } from '../../db/index.ts';
import { captcha } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { captchaCookie, readCookie } from './cookie.ts';
import { renderCaptcha } from './draw.ts';
import { captchaAlphabet, type Glyph } from './font.ts';

export const captchaLength = 4;
export const captchaSeconds = captchaLifetimeSeconds;

/** The id salts the hash, so one answer drawn twice never shows as one stored value. Case does not count. */
function hashAnswer(id: string, answer: string): Buffer {
  return createHash('sha256').update(`${id}:${answer.trim().toUpperCase()}`).digest();
}

/** The stored form of an answer (hex), as the captcha table keeps it. */
export const answerHash = (id: string, answer: string): string => hashAnswer(id, answer).toString('hex');

/** Draws a new captcha, keeps the hash of its answer, and answers the id for the cookie and the PNG. */
export async function createCaptcha(db: Db): Promise<{ id: string; png: Buffer }> {
  const text: Glyph[] = Array.from({ length: captchaLength }, () => captchaAlphabet[randomInt(captchaAlphabet.length)]!);
  const id = randomBytes(24).toString('base64url');
  // Rows long past use are dropped here, so the table stays as small as the traffic of the last hour.
  await db.delete(captcha).where(lt(captcha.expiresAt, sql`now() - interval '1 hour'`));
  await db.insert(captcha).values({
    id,
    answerHash: answerHash(id, text.join('')),
    expiresAt: sql`now() + make_interval(secs => ${captchaSeconds})`,
  });
  return { id, png: renderCaptcha(text) };
}

/**
 * Checks the answer to the captcha named by the request's cookie and spends that captcha whether
 * the answer is right or not, so one picture gives one guess. Call it with no transaction open:
 * the spending must stick even when the request then fails.
 */
export async function verifyCaptcha(request: FastifyRequest, answer: string | undefined): Promise<void> {
  const id = readCookie(request, captchaCookie);
  const given = answer?.trim() ?? '';
  // No answer at all is the first time a captcha is asked for, not a failed one.
  if (given === '') throw new AppError('CAPTCHA_REQUIRED', { captcha: true });
  if (!id || id.length > 64 || given.length > 12) throw new AppError('CAPTCHA_INVALID', { captcha: true });
  const db: Db = request.server.db;
  const [row] = await db
    .update(captcha)
    .set({ usedAt: sql`now()` })
    .where(and(eq(captcha.id, id), isNull(captcha.usedAt), gt(captcha.expiresAt, sql`now()`)))
    .returning({ answerHash: captcha.answerHash });
  const expected = row ? Buffer.from(row.answerHash, 'hex') : null;
  if (!expected || expected.length !== 32 || !timingSafeEqual(expected, hashAnswer(id, given))) {
    throw new AppError('CAPTCHA_INVALID', { captcha: true });
  }
}

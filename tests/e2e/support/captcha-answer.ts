import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/index.ts';
import { captcha } from '../../../server/db/schema.ts';
import { captchaAlphabet } from '../../../server/modules/captcha/font.ts';
import { answerHash, captchaLength } from '../../../server/modules/captcha/service.ts';

/**
 * The text a captcha's picture shows. The server keeps only the hash of the answer, salted with the
 * captcha's id; the alphabet is small enough (a few hundred thousand texts of captchaLength) to find
 * the one text with that hash in well under a second. So the browser tests know the answer from the
 * server's own record, with no way into it that production would carry.
 */
export async function captchaAnswer(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ answerHash: captcha.answerHash }).from(captcha).where(eq(captcha.id, id));
  if (!row) return null;
  const size = captchaAlphabet.length;
  const total = size ** captchaLength;
  for (let index = 0; index < total; index++) {
    let text = '';
    for (let rest = index, place = 0; place < captchaLength; place++, rest = Math.floor(rest / size)) text += captchaAlphabet[rest % size];
    if (answerHash(id, text) === row.answerHash) return text;
  }
  return null;
}

import { randomInt } from 'node:crypto';

/** Letters and digits a person reading a code aloud cannot confuse (no 0/O, 1/I/L). */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A fresh referral or affiliate code: 8 characters of 31 give 8.5e11 codes, so a collision with the
 * unique index is rare, and the caller simply tries again.
 */
export function newInvitationCode(length = 8): string {
  let code = '';
  for (let index = 0; index < length; index += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}

import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps read it: SHA-1, 6 digits, 30-second steps. */
const period = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, username: string): TOTP {
  return new TOTP({ issuer: 'Tala back office', label: username, algorithm: 'SHA1', digits: 6, period, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// URI an authenticator app enrols from (as a QR code or typed). */
export function totpUri(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

/**
 * The time step a code belongs to, allowing one step of clock drift either way; null when the code
 * is wrong. The caller refuses a step not later than the last one accepted, so a code works once.
 */
export function acceptedStep(secret: string, username: string, code: string, now: number): number | null {
  const delta = totpOf(secret, username).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / period) + delta;
}

import type { Limiter } from '../../lib/limits/index.ts';

/**
 * Login abuse limits (docs/decisions/0300-login-lockout.md). A lockout must never let anyone shut a
 * known account out for its owner, so only sources are locked, never an account:
 * - the pair (account, address): one source guessing one account; locked after a few failures;
 * - the address: one source guessing many accounts; locked after more.
 * The account itself is protected by the captcha, asked for wherever failures concentrate: on the
 * account (from anywhere), or from an address that has failed many times (on any account). One
 * failure asks for nothing, so people behind one carrier's or office's address do not pay for
 * another's typo. A lock lasts a fixed 5 minutes (SPEC §8, §9: "retry after 5 minutes").
 */
export const loginLimits = {
  windowSeconds: 15 * 60,
  pairFailures: 5,
  ipFailures: 20,
  /** Failures on one account, from anywhere, after which every attempt on it needs the captcha. */
  accountCaptchaFailures: 3,
  /** Failures from one address, on any accounts, after which every attempt from it needs the captcha. */
  ipCaptchaFailures: 10,
  lockSeconds: 5 * 60,
} as const;

/** Who is trying: the account named (known or not, so an unknown one behaves alike) and the address. */
export interface AttemptSubject {
  /** The account's key (credentials.ts attemptAccount), or null when the attempt names no account. */
  account: string | null;
  ip: string;
}

type Counted = { kind: 'pair' | 'ip' | 'account'; id: string };

function counted(subject: AttemptSubject): { ip: Counted; pair: Counted | null; account: Counted | null } {
  return {
    ip: { kind: 'ip', id: subject.ip },
    pair: subject.account ? { kind: 'pair', id: `${subject.account}@${subject.ip}` } : null,
    account: subject.account ? { kind: 'account', id: subject.account } : null,
  };
}

/** The scopes that lock, with the failures that lock them; the account is never among them. */
function lockable(subject: AttemptSubject): { scope: Counted; limit: number }[] {
  const { ip, pair } = counted(subject);
  return [{ scope: ip, limit: loginLimits.ipFailures }, ...(pair ? [{ scope: pair, limit: loginLimits.pairFailures }] : [])];
}

const failKey = (scope: Counted) => `login:fail:${scope.kind}:${scope.id}`;
const lockKey = (scope: Counted) => `login:lock:${scope.kind}:${scope.id}`;

export interface AttemptState {
  /** Seconds until a lockout of this source ends; 0 when the attempt may go ahead. */
  lockedSeconds: number;
  captchaNeeded: boolean;
}

export async function attemptState(limiter: Limiter, subject: AttemptSubject): Promise<AttemptState> {
  let lockedSeconds = 0;
  for (const { scope } of lockable(subject)) lockedSeconds = Math.max(lockedSeconds, await limiter.remaining(lockKey(scope)));
  const { ip, account } = counted(subject);
  const captchaNeeded =
    (await limiter.count(failKey(ip))) >= loginLimits.ipCaptchaFailures ||
    (account !== null && (await limiter.count(failKey(account))) >= loginLimits.accountCaptchaFailures);
  return { lockedSeconds, captchaNeeded };
}

/**
 * Counts a failed attempt. A source at its limit is locked for lockSeconds; its failures stay counted
 * to the end of their window, so each further failure in that window locks it again at once.
 */
export async function recordFailure(limiter: Limiter, subject: AttemptSubject): Promise<void> {
  const { account } = counted(subject);
  if (account) await limiter.hit(failKey(account), loginLimits.windowSeconds);
  for (const { scope, limit } of lockable(subject)) {
    const failures = await limiter.hit(failKey(scope), loginLimits.windowSeconds);
    if (failures < limit) continue;
    await limiter.reset(lockKey(scope));
    await limiter.hit(lockKey(scope), loginLimits.lockSeconds);
  }
}

/** A success clears the account's failures and this source's on it; the address's stay, since one success says nothing of the others. */
export async function recordSuccess(limiter: Limiter, subject: AttemptSubject): Promise<void> {
  const { pair, account } = counted(subject);
  for (const scope of [pair, account]) if (scope) await limiter.reset(failKey(scope));
}

import type { Limiter } from '../../lib/limits/index.ts';

/**
 * Login abuse limits, after OWASP's authentication guidance: a lockout must not let anyone shut a
 * known account out for its owner. So failures are counted in three scopes:
 * - the pair (account, IP): one source guessing one account; locked after a few failures;
 * - the IP: one source guessing many accounts; locked after more;
 * - the account from everywhere: any failure asks for the captcha on that account; only a clearly
 *   distributed attack (failures far beyond what the pair limit lets any one source make) locks it.
 * Each lockout of a scope within a day lasts twice as long as the one before, up to a day.
 */
export const loginLimits = {
  windowSeconds: 15 * 60,
  pairFailures: 5,
  ipFailures: 20,
  /** Ten sources at least, each stopped at pairFailures: no one person with one address gets here. */
  distributedAccountFailures: 50,
  /** The first lockout; the next ones in 24 h double it, up to a day. */
  lockSeconds: 15 * 60,
  maxLockSeconds: 24 * 3600,
} as const;

/** Who is trying: the account named (known or not, so an unknown one behaves alike) and the IP. */
export interface AttemptSubject {
  /** The username lower-cased, "mobile:<number>", or null when the attempt names no account. */
  account: string | null;
  ip: string;
}

type Scope = { kind: 'pair' | 'ip' | 'account'; id: string; limit: number };

function scopes(subject: AttemptSubject): Scope[] {
  const list: Scope[] = [{ kind: 'ip', id: subject.ip, limit: loginLimits.ipFailures }];
  if (subject.account) {
    list.push({ kind: 'pair', id: `${subject.account}@${subject.ip}`, limit: loginLimits.pairFailures });
    list.push({ kind: 'account', id: subject.account, limit: loginLimits.distributedAccountFailures });
  }
  return list;
}

const failKey = (scope: Scope) => `login:fail:${scope.kind}:${scope.id}`;
const lockKey = (scope: Scope) => `login:lock:${scope.kind}:${scope.id}`;
const levelKey = (scope: Scope) => `login:locks:${scope.kind}:${scope.id}`;

export interface AttemptState {
  /** Seconds until a lockout ends; 0 when the attempt may go ahead. */
  lockedSeconds: number;
  captchaNeeded: boolean;
}

export async function attemptState(limiter: Limiter, subject: AttemptSubject): Promise<AttemptState> {
  let lockedSeconds = 0;
  let captchaNeeded = false;
  for (const scope of scopes(subject)) {
    lockedSeconds = Math.max(lockedSeconds, await limiter.remaining(lockKey(scope)));
    if ((await limiter.count(failKey(scope))) > 0) captchaNeeded = true;
  }
  return { lockedSeconds, captchaNeeded };
}

export async function recordFailure(limiter: Limiter, subject: AttemptSubject): Promise<void> {
  for (const scope of scopes(subject)) {
    const failures = await limiter.hit(failKey(scope), loginLimits.windowSeconds);
    if (failures < scope.limit) continue;
    const level = await limiter.hit(levelKey(scope), loginLimits.maxLockSeconds);
    const seconds = Math.min(loginLimits.lockSeconds * 2 ** (level - 1), loginLimits.maxLockSeconds);
    await limiter.hit(lockKey(scope), seconds);
    // The count starts again after the lockout, so the captcha is still asked for then.
    await limiter.reset(failKey(scope));
    await limiter.hit(failKey(scope), seconds + loginLimits.windowSeconds);
  }
}

/** A success clears the account's failures and this source's on it; the IP's stay, since one success says nothing of the others. */
export async function recordSuccess(limiter: Limiter, subject: AttemptSubject): Promise<void> {
  for (const scope of scopes(subject)) if (scope.kind !== 'ip') await limiter.reset(failKey(scope));
}

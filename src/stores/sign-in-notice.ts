import type { LoginValue } from '../contract/auth.ts';

/** What a login answered for the next page to show: the previous login and the age to confirm. */
export interface SignInNotice {
  lastLogin: { at: string; ip: string } | null;
  confirmAge: number | null;
}

export const signInNoticeKey = 'signInNotice';

export function keepSignInNotice(value: LoginValue): void {
  const notice: SignInNotice = { lastLogin: value.lastLogin ?? null, confirmAge: value.confirmAge ?? null };
  globalThis.sessionStorage?.setItem(signInNoticeKey, JSON.stringify(notice));
}

export function readSignInNotice(): SignInNotice | null {
  const stored = globalThis.sessionStorage?.getItem(signInNoticeKey);
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored) as SignInNotice;
    return { lastLogin: parsed.lastLogin ?? null, confirmAge: parsed.confirmAge ?? null };
  } catch {
    return null;
  }
}

export function dropSignInNotice(): void {
  globalThis.sessionStorage?.removeItem(signInNoticeKey);
}

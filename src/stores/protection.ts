import { atom, type WritableAtom } from 'nanostores';
import type { ExclusionPayload, Limit, LimitChange, LimitKind, LimitPeriod, RecallRound } from '../contract/protection.ts';
import { selfExclusionDays, timeoutDays } from '../contract/protection.ts';
import { readAmount } from '../lib/amount.ts';
import { asFailure, type ApiFailure } from '../lib/api/failure.ts';
import { maxBetPageSize } from '../contract/games.ts';
import { getBets } from '../lib/api/member.ts';
import { getLimits, getRealityCheck, getRecall, postExclusion, putLimit, putRealityCheck } from '../lib/api/protection.ts';
import { goTo } from '../lib/page.ts';
import { $member, $memberIcon } from './member.ts';
import { signOut } from './session.ts';

/** A page store's load failed: it keeps what it showed and says why. */
function markFailed<T extends { status: string; failure?: ApiFailure }>(store: WritableAtom<T>, error: unknown): void {
  store.set({ ...store.get(), status: 'failed', failure: asFailure(error) });
}

/**
 * The "Responsible gaming" page (issue 15): limits in force and held increases, a time-out or
 * self-exclusion, the reality check's interval and the recall of recent rounds. The checks before
 * sending live here; the page only words them.
 */
export interface ProtectionPage {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  limits: Limit[];
  realityMinutes: number;
  failure?: ApiFailure;
}

export interface Action<Problem extends string = string> {
  pending: boolean;
  /** Checks failed before sending, by field. */
  problems: Record<string, Problem>;
  failure?: ApiFailure;
  done: boolean;
}

const idle = <P extends string>(): Action<P> => ({
  pending: false,
  problems: {},
  done: false,
});

export const $protection = atom<ProtectionPage>({
  status: 'idle',
  limits: [],
  realityMinutes: 60,
});
export const $limitAction = atom<Action<'invalid'>>(idle());
export const $realityAction = atom<Action<'invalid'>>(idle());
export const $exclusionAction = atom<Action<'required' | 'invalid'>>(idle());

let latest = 0;

export async function loadProtection(): Promise<void> {
  latest += 1;
  const ticket = latest;
  $protection.set({
    ...$protection.get(),
    status: 'loading',
    failure: undefined,
  });
  try {
    const [limits, reality] = await Promise.all([getLimits(), getRealityCheck()]);
    if (ticket === latest)
      $protection.set({
        status: 'ready',
        limits,
        realityMinutes: reality.minutes,
      });
  } catch (error) {
    if (ticket === latest) markFailed($protection, error);
  }
}

export function resetProtection(): void {
  latest += 1;
  $limitAction.set(idle());
  $realityAction.set(idle());
  $exclusionAction.set(idle());
  $recall.set({ status: 'idle', games: [], rounds: [], gameCode: '' });
}

export interface LimitForm {
  kind: LimitKind;
  period: LimitPeriod;
  /** An amount for money limits, minutes for the session limit; empty removes the limit. */
  value: string;
}

/** The change a form asks for, or null when its value cannot be read. */
export function limitChangeOf(form: LimitForm): LimitChange | null {
  const text = form.value.trim();
  if (form.kind === 'session') {
    if (text === '') return { kind: 'session', minutes: null };
    const minutes = Number(text);
    return Number.isInteger(minutes) && minutes >= 5 && minutes <= 24 * 60 ? { kind: 'session', minutes } : null;
  }
  if (text === '') return { kind: form.kind, period: form.period, amount: null };
  const amount = readAmount(text);
  return amount === null ? null : { kind: form.kind, period: form.period, amount };
}

/** Runs one of the page's actions: busy while it runs, then done or the failure; one at a time. */
async function perform<P extends string>(action: WritableAtom<Action<P>>, work: () => Promise<void>): Promise<boolean> {
  if (action.get().pending) return false;
  action.set({ ...idle(), pending: true });
  try {
    await work();
    action.set({ ...idle(), done: true });
    return true;
  } catch (error) {
    action.set({ ...idle(), failure: asFailure(error) });
    return false;
  }
}

function sendLimit(change: LimitChange): Promise<boolean> {
  return perform($limitAction, async () => {
    const limits = await putLimit(change);
    $protection.set({ ...$protection.get(), limits });
  });
}

/** Sets, lowers, raises or removes a limit; a raise or removal comes back as pending. */
export async function changeLimit(form: LimitForm): Promise<boolean> {
  const change = limitChangeOf(form);
  if (!change) {
    $limitAction.set({ ...idle(), problems: { value: 'invalid' } });
    return false;
  }
  return sendLimit(change);
}

/** A held change may be confirmed once its time has come. */
export function isDue(limit: Limit, now: Date): boolean {
  return limit.pending !== null && Date.parse(limit.pending.appliesAt) <= now.getTime();
}

/** Confirms a held change: the same change sent again after its waiting time. */
export function confirmPending(limit: Limit): Promise<boolean> {
  if (!limit.pending) return Promise.resolve(false);
  const value = limit.pending.value;
  const change: LimitChange =
    limit.kind === 'session' ? { kind: 'session', minutes: value } : { kind: limit.kind, period: limit.period ?? 'day', amount: value };
  return sendLimit(change);
}

export async function saveRealityInterval(text: string): Promise<boolean> {
  const minutes = Number(text.trim());
  if (!Number.isInteger(minutes) || minutes < 10 || minutes > 240) {
    $realityAction.set({ ...idle(), problems: { minutes: 'invalid' } });
    return false;
  }
  return perform($realityAction, async () => {
    const saved = await putRealityCheck(minutes);
    $protection.set({ ...$protection.get(), realityMinutes: saved.minutes });
  });
}

/** A time-out of 1–42 days, or a self-exclusion of 182, 365 or 1825 days or for good. */
export type ExclusionChoice = { kind: 'timeout'; days: number } | { kind: 'self'; days: (typeof selfExclusionDays)[number] | 'permanent' };

export function exclusionProblems(choice: ExclusionChoice, paymentPassword: string): Record<string, 'required' | 'invalid'> {
  const problems: Record<string, 'required' | 'invalid'> = {};
  if (choice.kind === 'timeout' && !(Number.isInteger(choice.days) && choice.days >= timeoutDays.min && choice.days <= timeoutDays.max))
    problems.days = 'invalid';
  if (!paymentPassword) problems.paymentPassword = 'required';
  return problems;
}

/** The request body for a choice: a self-exclusion for good carries no days. */
export function exclusionPayloadOf(choice: ExclusionChoice, paymentPassword: string): ExclusionPayload {
  return choice.kind === 'self' && choice.days === 'permanent'
    ? { kind: 'self', permanent: true, paymentPassword }
    : { kind: choice.kind, days: choice.days as number, paymentPassword };
}

/**
 * Starts a time-out or self-exclusion. The server ends every session at once, so on success the
 * browser forgets its own and goes home.
 */
export async function startExclusion(choice: ExclusionChoice, paymentPassword: string): Promise<boolean> {
  if ($exclusionAction.get().pending) return false;
  const problems = exclusionProblems(choice, paymentPassword);
  if (Object.keys(problems).length > 0) {
    $exclusionAction.set({ ...idle(), problems });
    return false;
  }
  const payload = exclusionPayloadOf(choice, paymentPassword);
  return perform($exclusionAction, async () => {
    await postExclusion(payload);
    signOut();
    $member.set(undefined);
    $memberIcon.set('');
    goTo('/');
  });
}

/** Games the member played lately, by code, with the name the betting record gives them. */
export interface RecallGame {
  code: string;
  name: string;
}

export interface RecallState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  games: RecallGame[];
  gameCode: string;
  rounds: RecallRound[];
  failure?: ApiFailure;
}

export const $recall = atom<RecallState>({
  status: 'idle',
  games: [],
  rounds: [],
  gameCode: '',
});
/** How many recent bets are looked through for the games to offer. */
const recentBets = maxBetPageSize;
let recallTicket = 0;

/** Loads the games of the member's recent bets, then the rounds of the first of them. */
export async function loadRecallGames(): Promise<void> {
  recallTicket += 1;
  const ticket = recallTicket;
  $recall.set({ ...$recall.get(), status: 'loading', failure: undefined });
  try {
    const page = await getBets({ page: 1, pageSize: recentBets });
    const games: RecallGame[] = [];
    for (const item of page.items) if (!games.some((game) => game.code === item.gameCode)) games.push({ code: item.gameCode, name: item.game });
    if (ticket !== recallTicket) return;
    $recall.set({ status: 'ready', games, rounds: [], gameCode: '' });
    if (games[0]) await showRecall(games[0].code);
  } catch (error) {
    if (ticket === recallTicket) markFailed($recall, error);
  }
}

/** The last 10 rounds of one game. */
export async function showRecall(gameCode: string): Promise<void> {
  recallTicket += 1;
  const ticket = recallTicket;
  $recall.set({
    ...$recall.get(),
    status: 'loading',
    gameCode,
    failure: undefined,
  });
  try {
    const rounds = await getRecall(gameCode);
    if (ticket === recallTicket) $recall.set({ ...$recall.get(), status: 'ready', rounds });
  } catch (error) {
    if (ticket === recallTicket) markFailed($recall, error);
  }
}

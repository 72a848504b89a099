import { atom } from 'nanostores';
import type { PayoutAccount, WithdrawInfo } from '../contract/payments.ts';
import { getPayoutAccounts, getWithdrawInfo, requestWithdrawal } from '../lib/api/member.ts';
import { amountProblem, readAmount, type AmountProblem } from '../lib/amount.ts';
import { asFailure, type ApiFailure } from '../lib/api/failure.ts';
import { actionKeys } from '../lib/idempotency.ts';
import { refresh } from './balance.ts';

/**
 * The withdraw page (SPEC §4 "withdraw"): what the server allows, the payout accounts, and one
 * request at a time. The rules of the request live here, not in the form: what blocks a request
 * (open wagering, no payment password, no account, the day's count used up), the checks made before
 * sending, and the idempotency key a retry of the same details reuses.
 */
export interface WithdrawPage {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  info?: WithdrawInfo;
  accounts: PayoutAccount[];
  failure?: ApiFailure;
}

/** Why no request can be made now; null when one can. */
export type WithdrawBlock = 'wagering' | 'balance' | 'paymentPassword' | 'account' | 'dailyCount';

export interface WithdrawForm {
  accountId: number;
  amount: string;
  paymentPassword: string;
}

export interface WithdrawRequest {
  pending: boolean;
  /** Problems found before sending, by field; the form words them. */
  problems: { amount?: AmountProblem; paymentPassword?: 'required' };
  /** The server's refusal (its message and field messages). */
  failure?: ApiFailure;
  /** The last request was filed. */
  requested: boolean;
}

export const $withdrawPage = atom<WithdrawPage>({ status: 'idle', accounts: [] });
const idleRequest: WithdrawRequest = { pending: false, problems: {}, requested: false };
export const $withdrawRequest = atom<WithdrawRequest>(idleRequest);

/** Each load takes a number; only the newest one's answer is kept. */
let latest = 0;
let keys = actionKeys();

export async function loadWithdrawPage(): Promise<void> {
  latest += 1;
  const ticket = latest;
  $withdrawPage.set({ ...$withdrawPage.get(), status: 'loading', failure: undefined });
  try {
    const [info, accounts] = await Promise.all([getWithdrawInfo(), getPayoutAccounts()]);
    if (ticket === latest) $withdrawPage.set({ status: 'ready', info, accounts });
  } catch (error) {
    if (ticket === latest) $withdrawPage.set({ ...$withdrawPage.get(), status: 'failed', failure: asFailure(error) });
  }
}

/** Still to wager before any withdrawal: the open requirements' remainders, summed in cents. */
export function wageringLeft(info: WithdrawInfo): number {
  return info.wagering.reduce((sum, item) => sum + Math.round(item.remaining * 100), 0) / 100;
}

/** Requests the day still allows. */
export const requestsLeft = (info: WithdrawInfo) => Math.max(info.dailyCount - info.usedToday, 0);

export function withdrawBlock(info: WithdrawInfo, accounts: readonly PayoutAccount[]): WithdrawBlock | null {
  if (info.wagering.length > 0) return 'wagering';
  if (!info.paymentPasswordSet) return 'paymentPassword';
  if (accounts.length === 0) return 'account';
  // After the steps a member can take now: a new member sets up first, then learns there is nothing to take.
  if (info.balance < info.min) return 'balance';
  if (requestsLeft(info) === 0) return 'dailyCount';
  return null;
}

/** What an amount may be: the operator's range, and never more than the balance. */
export const amountLimits = (info: WithdrawInfo): { min: number; max: number } => ({ min: info.min, max: Math.min(info.max, info.balance) });

/**
 * Files a withdrawal from the form: checked first (nothing is sent while a problem stands), then
 * sent sealed with the action's key; on success the page and the header balance are loaded again.
 */
export async function submitWithdrawal(form: WithdrawForm): Promise<boolean> {
  const { info, accounts } = $withdrawPage.get();
  if (!info || $withdrawRequest.get().pending || withdrawBlock(info, accounts)) return false;
  const problems: WithdrawRequest['problems'] = {};
  const amountIssue = amountProblem(form.amount, amountLimits(info));
  if (amountIssue) problems.amount = amountIssue;
  if (!form.paymentPassword) problems.paymentPassword = 'required';
  if (Object.keys(problems).length > 0) {
    $withdrawRequest.set({ ...idleRequest, problems });
    return false;
  }
  const accountId = accounts.some((account) => account.id === form.accountId) ? form.accountId : (accounts[0]?.id ?? 0);
  const amount = readAmount(form.amount) ?? 0;
  $withdrawRequest.set({ ...idleRequest, pending: true });
  try {
    await requestWithdrawal({ accountId, amount, paymentPassword: form.paymentPassword, idempotencyKey: keys.keyFor({ accountId, amount }) });
    keys.done();
    $withdrawRequest.set({ ...idleRequest, requested: true });
    void refresh();
    await loadWithdrawPage();
    return true;
  } catch (error) {
    const failure = asFailure(error);
    $withdrawRequest.set({ ...idleRequest, failure });
    // A refusal may follow a retry that the server had already filed: the header shows what is true.
    if (failure.status >= 400 && failure.status < 500) void refresh();
    return false;
  }
}

/** Leaving the page: the next visit starts clean, with a new action. */
export function resetWithdraw(): void {
  latest += 1;
  keys = actionKeys();
  $withdrawPage.set({ status: 'idle', accounts: [] });
  $withdrawRequest.set(idleRequest);
}

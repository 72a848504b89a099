import { atom } from 'nanostores';
import type { DepositChannel } from '../contract/payments.ts';
import type { DepositBonus } from '../contract/promotions.ts';
import { getDepositBonuses } from '../lib/api/engagement.ts';
import { amountProblem, readAmount, type AmountProblem } from '../lib/amount.ts';
import type { DepositRequest as FiledDeposit } from '../contract/payments.ts';
import { fileDeposit, getDepositChannels, getDeposits, startOnlineDeposit } from '../lib/api/member.ts';
import { asFailure, type ApiFailure } from '../lib/api/failure.ts';
import { checkImages } from '../lib/image-files.ts';
import { actionKeys } from '../lib/idempotency.ts';
import { refresh } from './balance.ts';

/**
 * The deposit page (SPEC §4 "depositv2"): the operator's channels and one request at a time. The
 * checks before sending and the idempotency key of a retry live here; the form only words them.
 */
export interface DepositPage {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  channels: DepositChannel[];
  /** The bonuses the member may opt into with this deposit; the form offers them beside "No bonus". */
  bonuses: DepositBonus[];
  failure?: ApiFailure;
}

export interface DepositForm {
  channelId: number;
  amount: string;
  reference: string;
  /** At most one receipt image. */
  receipt: readonly File[];
  /** The bonus opted into; 0 or left out: no bonus. */
  bonusPromotionId?: number;
}

export interface DepositRequest {
  pending: boolean;
  problems: { amount?: AmountProblem; reference?: 'required'; receipt?: 'invalid' };
  failure?: ApiFailure;
  /** How many requests this visit filed: the list below reloads when it grows. */
  filed: number;
  /** The last request was filed. */
  done: boolean;
}

export const $depositPage = atom<DepositPage>({ status: 'idle', channels: [], bonuses: [] });
const idleRequest = (filed: number): DepositRequest => ({ pending: false, problems: {}, filed, done: false });
export const $depositRequest = atom<DepositRequest>(idleRequest(0));

let latest = 0;
let keys = actionKeys();

export async function loadDepositPage(): Promise<void> {
  latest += 1;
  const ticket = latest;
  $depositPage.set({ ...$depositPage.get(), status: 'loading', failure: undefined });
  try {
    // Without the bonus list the member still deposits, with no bonus.
    const [channels, bonuses] = await Promise.all([getDepositChannels(), getDepositBonuses().catch((): DepositBonus[] => [])]);
    if (ticket === latest) $depositPage.set({ status: 'ready', channels, bonuses });
  } catch (error) {
    if (ticket === latest) $depositPage.set({ ...$depositPage.get(), status: 'failed', failure: asFailure(error) });
  }
}

/** The channel the form names, or the first one when it names none the page lists. */
export function chosenChannel(channels: readonly DepositChannel[], channelId: number): DepositChannel | undefined {
  return channels.find((channel) => channel.id === channelId) ?? channels[0];
}

/** Files a deposit request: checked first, then sent with the action's key; a retry of the same details reuses it. */
export async function submitDeposit(form: DepositForm): Promise<boolean> {
  const channel = chosenChannel($depositPage.get().channels, form.channelId);
  const request = $depositRequest.get();
  if (!channel || request.pending) return false;
  const problems: DepositRequest['problems'] = {};
  const amountIssue = amountProblem(form.amount, channel);
  if (amountIssue) problems.amount = amountIssue;
  if (!form.reference.trim()) problems.reference = 'required';
  if (checkImages(form.receipt, 1) !== null) problems.receipt = 'invalid';
  if (Object.keys(problems).length > 0) {
    $depositRequest.set({ ...idleRequest(request.filed), problems });
    return false;
  }
  const fields = { channelId: channel.id, amount: readAmount(form.amount) ?? 0, reference: form.reference.trim(), ...bonusChoice(form) };
  const file = form.receipt[0];
  // The same receipt is the same file by name, size and time: a retry with it is the same action.
  const details = { ...fields, receipt: file ? [file.name, file.size, file.lastModified] : null };
  $depositRequest.set({ ...idleRequest(request.filed), pending: true });
  try {
    await fileDeposit({ ...fields, idempotencyKey: keys.keyFor(details) }, file);
    keys.done();
    $depositRequest.set({ ...idleRequest(request.filed + 1), done: true });
    void refresh();
    return true;
  } catch (error) {
    const failure = asFailure(error);
    $depositRequest.set({ ...idleRequest(request.filed), failure });
    if (failure.status >= 400 && failure.status < 500) void refresh();
    return false;
  }
}

/** The opt-in the form names, when it names one the page offers. */
function bonusChoice(form: Pick<DepositForm, 'bonusPromotionId'>): { bonusPromotionId?: number } {
  const offered = $depositPage.get().bonuses.some((bonus) => bonus.promotionId === form.bonusPromotionId);
  return offered ? { bonusPromotionId: form.bonusPromotionId } : {};
}

/** Leaving the page: the next visit starts clean, with a new action. */
export function resetDeposit(): void {
  latest += 1;
  keys = actionKeys();
  $depositPage.set({ status: 'idle', channels: [], bonuses: [] });
  $depositRequest.set(idleRequest(0));
  following += 1;
  $returnedDeposit.set(null);
}

/**
 * An online deposit: the server files it and opens the gateway's checkout, and the browser goes
 * there. Answers the checkout's address, or false with the refusal kept in $depositRequest.
 */
export async function payOnline(form: Pick<DepositForm, 'channelId' | 'amount' | 'bonusPromotionId'>): Promise<string | false> {
  const channel = chosenChannel($depositPage.get().channels, form.channelId);
  const request = $depositRequest.get();
  if (!channel || channel.kind !== 'online' || request.pending) return false;
  const amountIssue = amountProblem(form.amount, channel);
  if (amountIssue) {
    $depositRequest.set({ ...idleRequest(request.filed), problems: { amount: amountIssue } });
    return false;
  }
  $depositRequest.set({ ...idleRequest(request.filed), pending: true });
  try {
    const { checkoutUrl } = await startOnlineDeposit({ channelId: channel.id, amount: readAmount(form.amount) ?? 0, ...bonusChoice(form) });
    return checkoutUrl;
  } catch (error) {
    $depositRequest.set({ ...idleRequest(request.filed + 1), failure: asFailure(error) });
    return false;
  }
}

/** The deposit the member came back from the gateway's checkout for, as the server knows it. */
export interface ReturnedDeposit {
  id: number;
  cancelled: boolean;
  deposit?: FiledDeposit;
  /** Still pending after the last look: the webhook has not arrived yet. */
  waiting: boolean;
}
export const $returnedDeposit = atom<ReturnedDeposit | null>(null);

const followPauseMs = 2000;
const followLooks = 30;

/** Reads the returned deposit until the gateway has decided it (or a minute has passed), then refreshes the balance. */
let following = 0;

export async function followReturnedDeposit(id: number, cancelled: boolean, pauseMs = followPauseMs): Promise<void> {
  following += 1;
  const ticket = following;
  $returnedDeposit.set({ id, cancelled, waiting: true });
  for (let look = 0; look < followLooks && ticket === following; look += 1) {
    try {
      const deposit = (await getDeposits(1)).items.find((item) => item.id === id);
      if (ticket !== following) return;
      const waiting = deposit?.status === 'pending';
      $returnedDeposit.set({ id, cancelled, deposit, waiting });
      if (!waiting) {
        void refresh();
        return;
      }
    } catch {
      // A failed look is tried again at the next pause.
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  if (ticket === following) $returnedDeposit.set({ ...($returnedDeposit.get() ?? { id, cancelled }), waiting: false });
}

import { randomUUID } from 'node:crypto';
import { houseCatalogue, houseWalletVendor } from '../../src/contract/house.ts';
import { paymentPaths, uploadFields } from '../../src/contract/payments.ts';
import { walletPaths } from '../../src/contract/wallet.ts';
import { pngBytes } from '../../server/modules/uploads/test-images.ts';
import { deliver, json, signed, type Answer, type Tally } from './client.ts';

export interface Player {
  id: number;
  username: string;
  headers: Record<string, string>;
  gameToken: string;
  payoutAccountId: number;
  paymentPassword: string;
}

export interface Context {
  /** The API processes, all on one database and one Redis; each request goes to one of them. */
  origins: string[];
  opsToken: string;
  vendorSecret: string;
  channelId: number;
  players: Player[];
  seal(payload: unknown): Promise<{ jwe: string }>;
  tally: Tally;
  random(): number;
}

/** One logical request and the answer it finally got, for the exactly-once checks. */
export type Outcome =
  | { kind: 'bet' | 'win' | 'rollback'; txId: string; status: string; answer: unknown }
  | { kind: 'duplicate'; of: string; same: boolean }
  | { kind: 'adjust'; key: string; accepted: boolean }
  | { kind: 'upline'; memberId: number; key: string; accepted: boolean }
  | { kind: 'deposit'; key: string; id: number | null; approved: boolean }
  | { kind: 'withdrawal'; memberId: number; key: string; accepted: boolean };

type VendorOperation = 'bet' | 'win' | 'rollback';
interface VendorCall {
  operation: VendorOperation;
  body: Record<string, unknown>;
  answer?: unknown;
}

const opsHeaders = (context: Context) => ({ authorization: `Bearer ${context.opsToken}` });
const pick = <T>(context: Context, list: T[]): T => list[Math.floor(context.random() * list.length)] as T;
const amount = (context: Context, max: number) => Math.max(1, Math.round(context.random() * max * 100) / 100);
const valueOf = (answer: Answer) => (answer.body as { value?: Record<string, unknown> } | null)?.value;

/** The seamless-wallet calls sent so far, so wins, rollbacks and duplicates can refer to them. */
export class Workload {
  private readonly sent: VendorCall[] = [];
  /** Bets made up but held back, so their win or rollback can arrive first (out of order). */
  private readonly heldBets: VendorCall[] = [];
  readonly outcomes: Outcome[] = [];
  private readonly context: Context;

  constructor(context: Context) {
    this.context = context;
  }

  private origin(): string {
    return pick(this.context, this.context.origins);
  }

  private async vendor(call: VendorCall): Promise<unknown> {
    const answer = await deliver(this.context.tally, `${this.origin()}/vendor/${houseWalletVendor}/${call.operation}`, () =>
      signed(this.context.vendorSecret, call.body),
    );
    return answer.body;
  }

  private base(player: Player) {
    return { sessionToken: player.gameToken, member: player.username, gameCode: houseCatalogue.slot.code };
  }

  private async sendVendor(call: VendorCall): Promise<void> {
    call.answer = await this.vendor(call);
    this.sent.push(call);
    const status = (call.answer as { status?: string } | null)?.status ?? 'NONE';
    this.outcomes.push({ kind: call.operation, txId: String(call.body.txId), status, answer: call.answer });
  }

  private newBet(): VendorCall {
    const player = pick(this.context, this.context.players);
    return { operation: 'bet', body: { ...this.base(player), txId: `b-${randomUUID()}`, roundId: `r-${randomUUID()}`, amount: amount(this.context, 20) } };
  }

  private settleOf(bet: VendorCall, operation: 'win' | 'rollback'): VendorCall {
    const { sessionToken, member, gameCode, txId, roundId } = bet.body;
    const extra = operation === 'win' ? { amount: amount(this.context, 40) } : {};
    return { operation, body: { sessionToken, member, gameCode, roundId, betTxId: txId, txId: `${operation[0]}-${randomUUID()}`, ...extra } };
  }

  async bet(): Promise<void> {
    // One bet in five is held back: its win or rollback is sent before it.
    if (this.context.random() < 0.2) {
      const held = this.newBet();
      this.heldBets.push(held);
      await this.sendVendor(this.settleOf(held, this.context.random() < 0.5 ? 'win' : 'rollback'));
      return;
    }
    await this.sendVendor(this.heldBets.pop() ?? this.newBet());
  }

  async settle(operation: 'win' | 'rollback'): Promise<void> {
    const bets = this.sent.filter((call) => call.operation === 'bet');
    if (bets.length === 0) return this.bet();
    await this.sendVendor(this.settleOf(pick(this.context, bets), operation));
  }

  /** The same call again, byte for byte: it must answer exactly as the first time. */
  async duplicate(): Promise<void> {
    // Only calls that were applied have a first answer to keep; a refusal moved nothing and may pass later.
    const applied = this.sent.filter((call) => (call.answer as { status?: string } | null)?.status === 'OK');
    if (applied.length === 0) return this.bet();
    const first = pick(this.context, applied);
    const again = await this.vendor(first);
    this.outcomes.push({ kind: 'duplicate', of: String(first.body.txId), same: JSON.stringify(again) === JSON.stringify(first.answer) });
  }

  async adjust(): Promise<void> {
    const player = pick(this.context, this.context.players);
    const key = randomUUID();
    const body = { amount: amount(this.context, 50), reason: 'chaos credit', actor: 'chaos', idempotencyKey: key };
    const answer = await deliver(this.context.tally, `${this.origin()}/ops/members/${player.id}/adjust`, () => json('POST', body, opsHeaders(this.context)));
    this.outcomes.push({ kind: 'adjust', key, accepted: answer.status === 200 });
  }

  async upline(): Promise<void> {
    const player = pick(this.context, this.context.players);
    const key = randomUUID();
    const payload = { amount: amount(this.context, 10), paymentPassword: player.paymentPassword, idempotencyKey: key };
    const answer = await deliver(this.context.tally, `${this.origin()}${walletPaths.uplineTransfer}`, async () =>
      json('POST', await this.context.seal(payload), player.headers),
    );
    this.outcomes.push({ kind: 'upline', memberId: player.id, key, accepted: answer.status === 200 });
  }

  async withdrawal(): Promise<void> {
    const player = pick(this.context, this.context.players);
    const key = randomUUID();
    const payload = {
      accountId: player.payoutAccountId,
      amount: 100 + amount(this.context, 100),
      paymentPassword: player.paymentPassword,
      idempotencyKey: key,
    };
    const answer = await deliver(this.context.tally, `${this.origin()}${paymentPaths.withdrawals}`, async () =>
      json('POST', await this.context.seal(payload), player.headers),
    );
    const id = valueOf(answer)?.id;
    this.outcomes.push({ kind: 'withdrawal', memberId: player.id, key, accepted: answer.status === 200 });
    // Half are rejected by the operator, which refunds them: another money path under fire.
    if (typeof id === 'number' && this.context.random() < 0.5) {
      await deliver(this.context.tally, `${this.origin()}/ops/withdrawals/${id}/reject`, () =>
        json('POST', { reason: 'chaos check', actor: 'chaos' }, opsHeaders(this.context)),
      );
    }
  }

  async deposit(): Promise<void> {
    const player = pick(this.context, this.context.players);
    const key = randomUUID();
    const fields = {
      channelId: String(this.context.channelId),
      amount: String(100 + Math.floor(this.context.random() * 400)),
      reference: `chaos-${key.slice(0, 8)}`,
      idempotencyKey: key,
    };
    const form = () => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      // A real image: uploads are decoded, so a signature alone is refused.
      body.set(uploadFields.receipt, new Blob([new Uint8Array(pngBytes)], { type: 'image/png' }), 'receipt.png');
      return { method: 'POST', headers: player.headers, body };
    };
    const filed = await deliver(this.context.tally, `${this.origin()}${paymentPaths.deposits}`, form);
    const id = valueOf(filed)?.id;
    if (typeof id !== 'number') {
      this.outcomes.push({ kind: 'deposit', key, id: null, approved: false });
      return;
    }
    const decided = await deliver(this.context.tally, `${this.origin()}/ops/deposits/${id}/approve`, () =>
      json('POST', { reason: 'chaos approval', actor: 'chaos' }, opsHeaders(this.context)),
    );
    // A retry of an approval that went through before the process died finds it decided already (409).
    this.outcomes.push({ kind: 'deposit', key, id, approved: decided.status === 200 || decided.status === 409 });
  }

  /** One operation drawn by weight. */
  async step(): Promise<void> {
    const roll = this.context.random();
    if (roll < 0.3) return this.bet();
    if (roll < 0.45) return this.settle('win');
    if (roll < 0.55) return this.settle('rollback');
    if (roll < 0.65) return this.duplicate();
    if (roll < 0.75) return this.deposit();
    if (roll < 0.83) return this.withdrawal();
    if (roll < 0.93) return this.upline();
    return this.adjust();
  }
}

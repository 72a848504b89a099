import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { toMinorUnits } from '../../../src/contract/money.ts';
import { hashPassword } from '../auth/password.ts';
import { balanceOf } from '../ledger/accounts.ts';
import { bearer, createMember, loginAs } from '../../test/accounts.ts';
import { encryptedBody } from '../../test/encrypt.ts';
import { adjustBalance } from '../wallet/adjust.ts';
import { mainCode, memberAccount } from '../wallet/accounts.ts';
import { pendingWithdrawalCode } from './withdrawals.ts';

export const opsToken = 'ops-token-for-payment-tests-0123456789';
export const paymentPassword = '654321';

export { jpegBytes, pngBytes, textBytes } from '../uploads/test-images.ts';

export interface Player {
  id: number;
  username: string;
  headers: Record<string, string>;
}

/** A logged-in member with a payee name, a payment password and, if asked, money in the main wallet. */
export async function player(app: FastifyInstance, options: { funds?: number; payeeName?: string | null } = {}): Promise<Player> {
  const payeeName = options.payeeName === undefined ? 'Juan Dela Cruz' : options.payeeName;
  const created = await createMember(app, { payeeName, paymentPasswordHash: await hashPassword(paymentPassword) });
  const login = await loginAs(app, created.username, created.password);
  if (options.funds) await fund(app, created.id, options.funds);
  return { id: created.id, username: created.username, headers: bearer(login.token) };
}

export async function fund(app: FastifyInstance, memberId: number, amount: number): Promise<void> {
  await adjustBalance(app, { memberId, amount: toMinorUnits(amount), reason: 'test funds', actor: 'test', idempotencyKey: randomUUID() });
}

/** Main and pending-withdrawal balances in minor units. */
export async function balances(app: FastifyInstance, memberId: number): Promise<{ main: bigint; pending: bigint }> {
  const currency = (await app.settings.get('currency')).code;
  const main = await balanceOf(app.db, await memberAccount(app.db, memberId, mainCode, currency));
  const pending = await balanceOf(app.db, await memberAccount(app.db, memberId, pendingWithdrawalCode, currency));
  return { main, pending };
}

/** A multipart body the way a browser sends a form, made by the platform's own FormData. */
export async function multipartBody(fields: Record<string, string>, files: { field: string; content: Buffer; name: string; type: string }[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

export async function postForm(
  app: FastifyInstance,
  url: string,
  who: Player,
  fields: Record<string, string>,
  files: { field: string; content: Buffer; name: string; type: string }[] = [],
) {
  const body = await multipartBody(fields, files);
  return app.inject({ method: 'POST', url, headers: { ...who.headers, 'content-type': body.contentType }, payload: body.payload });
}

export async function addAccount(app: FastifyInstance, who: Player, accountName = 'Juan Dela Cruz'): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/withdraw/accounts',
    headers: who.headers,
    payload: { kind: 'bank', provider: 'BDO', accountName, accountNumber: '1234567890' },
  });
  if (response.statusCode !== 200) throw new Error(`payout account not added: ${response.body}`);
  const list = response.json().value as { id: number }[];
  const last = list.at(-1);
  if (!last) throw new Error('payout account list is empty');
  return last.id;
}

export async function withdraw(
  app: FastifyInstance,
  who: Player,
  payload: { accountId: number; amount: number; paymentPassword?: string; idempotencyKey?: string },
) {
  const body = await encryptedBody(app, { paymentPassword, idempotencyKey: randomUUID(), ...payload });
  return app.inject({ method: 'POST', url: '/wps/withdraw/requests', headers: who.headers, payload: body });
}

export function ops(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return app.inject({ method, url, headers: { authorization: `Bearer ${opsToken}` }, ...(payload ? { payload } : {}) });
}

import { z } from 'zod';
import {
  depositStatuses,
  opsDepositListSchema,
  opsDepositSchema,
  opsWithdrawalListSchema,
  opsWithdrawalSchema,
  withdrawalStatuses,
  type OpsDeposit,
  type OpsWithdrawal,
} from '../../src/contract/payments.ts';
import { flag, requireReason, UsageError } from './args.ts';
import type { Command, CommandContext } from './command.ts';

function idOf(word: string | undefined): number {
  const id = Number(word);
  if (!Number.isInteger(id) || id <= 0) throw new UsageError(`expected a request id, got ${word ?? 'nothing'}`);
  return id;
}

function statusQuery(context: CommandContext, statuses: readonly string[]): string {
  const status = context.words[1];
  if (status !== undefined && !statuses.includes(status)) throw new UsageError(`status must be one of ${statuses.join(', ')}`);
  const limit = flag(context.args, 'limit') ?? '50';
  return `?limit=${encodeURIComponent(limit)}${status ? `&status=${status}` : ''}`;
}

const depositLine = (row: OpsDeposit) =>
  `#${row.id}  ${row.createdAt}  ${row.username}  ${row.amount.toFixed(2)}  ${row.status}  ${row.source}  ${row.channelName}  ref ${row.reference}${row.rejectReason ? `  (${row.rejectReason})` : ''}`;
const withdrawalLine = (row: OpsWithdrawal) =>
  `#${row.id}  ${row.createdAt}  ${row.username}  ${row.amount.toFixed(2)}  ${row.status}${row.receivedBy ? ` (${row.receivedBy})` : ''}  ${row.account.provider} ${row.accountNumber} ${row.account.accountName}${row.proofCount ? `  proofs ${row.proofCount}` : ''}`;

export const depositsCommand: Command = {
  name: 'deposits',
  summary: 'list, approve and reject deposit requests',
  help: `Usage:
  ops deposits list [pending|approved|rejected] [--limit N]
  ops deposits approve <id> --reason "why"   credits the member's main wallet, once
  ops deposits reject <id> --reason "why"    the member sees the reason`,
  async run(context) {
    const [action, id] = context.words;
    if (action === 'list') {
      const rows = await context.ops.call('GET', `/ops/deposits${statusQuery(context, depositStatuses)}`, opsDepositListSchema);
      context.print(rows.length ? rows.map(depositLine).join('\n') : 'no deposits');
      return;
    }
    if ((action === 'approve' || action === 'reject') && context.words.length === 2) {
      const body = { reason: requireReason(context.args), actor: context.actor };
      context.print(depositLine(await context.ops.call('POST', `/ops/deposits/${idOf(id)}/${action}`, opsDepositSchema, body)));
      return;
    }
    throw new UsageError('expected: deposits list | approve <id> | reject <id>');
  },
};

const withdrawalActions = ['approve', 'pay', 'reject', 'refund', 'confirm'] as const;

export const withdrawalsCommand: Command = {
  name: 'withdrawals',
  summary: 'list withdrawals; approve, pay, reject, refund or confirm one',
  help: `Usage:
  ops withdrawals list [${withdrawalStatuses.join('|')}] [--limit N]
  ops withdrawals approve <id> --reason "why"   checked, ready to pay
  ops withdrawals pay <id> --reason "why"       the money was sent; the member confirms or disputes it
  ops withdrawals reject <id> --reason "why"    pending or approved only; the amount returns to the member
  ops withdrawals refund <id> --reason "why"    a disputed (not received) payment is returned to the member
  ops withdrawals confirm <id> --reason "why"   a disputed payment did arrive after all`,
  async run(context) {
    const [action, id] = context.words;
    if (action === 'list') {
      const rows = await context.ops.call('GET', `/ops/withdrawals${statusQuery(context, withdrawalStatuses)}`, opsWithdrawalListSchema);
      context.print(rows.length ? rows.map(withdrawalLine).join('\n') : 'no withdrawals');
      return;
    }
    const verdict = z.enum(withdrawalActions).safeParse(action);
    if (verdict.success && context.words.length === 2) {
      const body = { reason: requireReason(context.args), actor: context.actor };
      context.print(withdrawalLine(await context.ops.call('POST', `/ops/withdrawals/${idOf(id)}/${verdict.data}`, opsWithdrawalSchema, body)));
      return;
    }
    throw new UsageError(`expected: withdrawals list | ${withdrawalActions.join(' <id> | ')} <id>`);
  },
};

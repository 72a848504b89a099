import { randomUUID } from 'node:crypto';
import { opsAdjustValueSchema, opsMemberRefSchema, signedAmountSchema } from '../../src/contract/payments.ts';
import { requireReason, UsageError } from './args.ts';
import type { Command } from './command.ts';

export const adjustCommand: Command = {
  name: 'adjust',
  summary: "credit or debit a member's main wallet, with a reason",
  help: `Usage:
  ops adjust <username> <amount> --reason "why"

A positive amount credits, a negative one debits (never below zero); at most 2 decimals,
e.g. ops adjust demo -50 --reason "duplicate bonus".`,
  async run({ words, args, ops, actor, print }) {
    const [username, text] = words;
    if (!username || text === undefined || words.length !== 2) throw new UsageError('expected: adjust <username> <amount>');
    const amount = signedAmountSchema.safeParse(Number(text));
    if (!amount.success) throw new UsageError(`amount must be a non-zero number with at most 2 decimals, got ${text}`);
    const reason = requireReason(args);
    const member = await ops.call('GET', `/ops/members/by-username/${encodeURIComponent(username)}`, opsMemberRefSchema);
    const body = { amount: amount.data, reason, actor, idempotencyKey: randomUUID() };
    const result = await ops.call('POST', `/ops/members/${member.id}/adjust`, opsAdjustValueSchema, body);
    print(
      `${member.username}: ${amount.data > 0 ? '+' : ''}${amount.data.toFixed(2)}, main wallet now ${result.balance.toFixed(2)} (transfer #${result.transferId})`,
    );
  },
};

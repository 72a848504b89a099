import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Balance } from '../../../src/contract/wallet.ts';
import { inboxDelivery, ledgerAccount } from '../../db/schema.ts';
import { queueCounts } from '../backoffice/queues.ts';
import { balanceOfAccounts, isSpendableCode, walletSettings } from '../wallet/accounts.ts';

/** What the hub reads when the database says something changed: many members in one statement each. */
export interface LiveReads {
  balances(memberIds: number[]): Promise<Map<number, Balance>>;
  unread(memberIds: number[]): Promise<Map<number, number>>;
  queues(): Promise<{ deposits: number; withdrawals: number }>;
}

export function databaseReads(app: FastifyInstance): LiveReads {
  return {
    async balances(memberIds) {
      const [rows, settings] = await Promise.all([
        app.db
          .select({ memberId: ledgerAccount.memberId, code: ledgerAccount.code, balance: ledgerAccount.balance })
          .from(ledgerAccount)
          .where(and(isSpendableCode(), inArray(ledgerAccount.memberId, memberIds))),
        walletSettings(app),
      ]);
      const accounts = new Map<number, Array<{ code: string; balance: bigint }>>(memberIds.map((id) => [id, []]));
      for (const row of rows) if (row.memberId !== null) accounts.get(row.memberId)?.push(row);
      return new Map([...accounts].map(([id, held]) => [id, balanceOfAccounts(held, settings)]));
    },
    async unread(memberIds) {
      const rows = await app.db
        .select({ memberId: inboxDelivery.memberId, count: sql<number>`count(*)::int` })
        .from(inboxDelivery)
        .where(and(inArray(inboxDelivery.memberId, memberIds), isNull(inboxDelivery.readAt), isNull(inboxDelivery.deletedAt)))
        .groupBy(inboxDelivery.memberId);
      const counts = new Map(memberIds.map((id) => [id, 0]));
      for (const row of rows) counts.set(row.memberId, Number(row.count));
      return counts;
    },
    queues: () => queueCounts(app),
  };
}

import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { agentPaths, overviewSchema, type Overview } from '../../../src/contract/agent.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { postTransfer } from '../ledger/transfers.ts';
import { mainCode, memberAccount, systemAccount } from '../wallet/accounts.ts';
import { signedInMember, type SignedIn } from '../wallet/test-support.ts';

export interface Team {
  /** Top agent (type 1) with a direct member, a direct sub-agent and that sub-agent's member. */
  agent: SignedIn;
  member: SignedIn;
  subAgent: SignedIn;
  subMember: SignedIn;
}

/** A three-level team under a fresh agent, everyone signed in. */
export async function teamOf(app: FastifyInstance, type = 1): Promise<Team> {
  const agent = await signedInMember(app, { type });
  const member = await signedInMember(app, { uplineId: agent.member.id });
  const subAgent = await signedInMember(app, { type, uplineId: agent.member.id });
  const subMember = await signedInMember(app, { uplineId: subAgent.member.id });
  return { agent, member, subAgent, subMember };
}

/** A calendar day `days` after `day` (both yyyy-MM-dd). */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The team overview as the agent asks for it. */
export async function readOverview(app: FastifyInstance, headers: Record<string, string>, from: string, to: string): Promise<Overview> {
  const response = await app.inject({ method: 'GET', url: `${agentPaths.overview}?from=${from}&to=${to}`, headers });
  return successSchema(overviewSchema).parse(response.json()).value;
}

/** A transfer of `kind` between the member's main wallet and a system account, its entries stamped `at` (a timestamptz). */
export async function moneyAt(app: FastifyInstance, memberId: number, kind: 'deposit' | 'bet', amount: bigint, at: SQL, key: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const main = await memberAccount(tx, memberId, mainCode, 'PHP');
    const system = await systemAccount(tx, kind === 'deposit' ? 'deposits' : 'vendor:TEST', 'PHP');
    const legs =
      kind === 'deposit'
        ? [
            { accountId: system, amount: -amount },
            { accountId: main, amount },
          ]
        : [
            { accountId: main, amount: -amount },
            { accountId: system, amount },
          ];
    const posted = await postTransfer(tx, { ledger: 'money', kind, idempotencyKey: key, memberId, legs });
    await tx.execute(sql`update ledger_entry set created_at = ${at} where transfer_id = ${posted.transferId}`);
  });
}

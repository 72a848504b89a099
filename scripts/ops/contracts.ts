import { z } from 'zod';
import { ratePercent } from '../../src/contract/contract-terms.ts';
import {
  contractKinds,
  contractListSchema,
  contractOpsPaths,
  contractStatuses,
  dividendPeriods,
  opsSettlementSchema,
  type ContractItem,
  type ContractKind,
  type OpsSettlement,
  type Tier,
} from '../../src/contract/contracts.ts';
import { assignments, requireReason, UsageError } from './args.ts';
import type { Command, CommandContext } from './command.ts';

const rateText = (tier: Tier) => (tier.rateType === 'P' ? `${ratePercent(tier.rate)}%` : tier.rate.toFixed(2));
const tierText = (kind: ContractKind, tier: Tier) =>
  kind === 'dividend'
    ? `${tier.minimumBet}:${tier.netLoss}:${tier.activeMember}:${rateText(tier)}`
    : `${tier.minimumBet}:${tier.activeMember}:${rateText(tier)}`;
const contractLine = (item: ContractItem) =>
  `#${item.id}  ${item.kind.padEnd(8)} ${item.status}  ${item.holder} from ${item.offerer ?? 'platform'}  ${item.tiers.map((tier) => tierText(item.kind, tier)).join(' ')}` +
  `${item.terminationBy ? `  termination asked by the ${item.terminationBy}` : ''}${item.endReason ? `  (${item.endReason})` : ''}`;

function kindOf(word: string | undefined): ContractKind {
  const kind = contractKinds.find((candidate) => candidate === word);
  if (!kind) throw new UsageError(`expected a kind (${contractKinds.join(', ')}), got ${word ?? 'nothing'}`);
  return kind;
}

/** `minimumBet:activeMember:rate` (dividends `minimumBet:netLoss:activeMember:rate`); a rate ending in % is a percentage, else a fixed amount. */
export function parseTier(kind: ContractKind, word: string): Tier {
  const parts = word.split(':');
  const [minimumBet, netLoss, activeMember, rate] = kind === 'dividend' ? parts : [parts[0], '0', parts[1], parts[2]];
  if (parts.length !== (kind === 'dividend' ? 4 : 3) || !rate)
    throw new UsageError(`expected a tier like ${kind === 'dividend' ? '1000:500:3:30%' : '1000:3:1.5%'}, got ${word}`);
  const percent = rate.endsWith('%');
  const numbers = [Number(minimumBet), Number(netLoss), Number(activeMember), Number(percent ? rate.slice(0, -1) : rate)];
  if (numbers.some((value) => !Number.isFinite(value))) throw new UsageError(`not a number in tier ${word}`);
  const [bet = 0, loss = 0, members = 0, value = 0] = numbers;
  return { minimumBet: bet, netLoss: loss, activeMember: members, rateType: percent ? 'P' : 'F', rate: percent ? Math.round(value * 100) / 10_000 : value };
}

function settlementLines(result: OpsSettlement): string[] {
  const head = `${result.kind} ${result.period} (${result.from} – ${result.to}): ${result.alreadySettled ? 'already settled' : result.ran ? 'paid' : 'would pay'} ${result.total.toFixed(2)}`;
  const rows = result.items.map(
    (item) =>
      `  #${item.contractId} ${item.holder}: valid bet ${item.figures.validBet.toFixed(2)}, net loss ${item.figures.netLoss.toFixed(2)}, active ${item.figures.activeMembers}, gross ${item.figures.gross.toFixed(2)}, downline ${item.figures.downline.toFixed(2)} → ${item.amount.toFixed(2)}`,
  );
  return [head, ...rows];
}

async function changeSettings(
  context: CommandContext,
  change: { activeMemberThreshold?: number; dividendPeriod?: (typeof dividendPeriods)[number] },
): Promise<void> {
  const next = { ...(await context.port.get('contracts')), ...change };
  await context.port.set('contracts', next, { reason: requireReason(context.args), actor: context.actor });
  context.print(`active member: valid bet of at least ${next.activeMemberThreshold.toFixed(2)} in the period; dividend period: ${next.dividendPeriod}`);
}

export const contractsCommand: Command = {
  name: 'contracts',
  summary: 'agent contracts: list, grant, end; preview and run settlements; threshold and dividend period',
  help: `Usage:
  ops contracts list [status=${contractStatuses.join('|')}] [kind=KIND] [holder=USERNAME]
  ops contracts grant <username> <kind> <tier>… --reason "why"   the platform's contract for a top agent
        tiers: minimumBet:activeMember:rate (dividend: minimumBet:netLoss:activeMember:rate);
        a rate ending in % is a percentage (1.5%), else a fixed amount per period
  ops contracts end <id> --reason "why"                 ends a valid or pending contract
  ops contracts preview <kind> [period]                 what a settlement would pay now, paying nothing
  ops contracts settle <kind> [period] --reason "why"   settles the period (once; a settled one pays nothing again)
        kinds: ${contractKinds.join(', ')}; period: its local start, yyyy-MM-dd or yyyy-MM-ddTHH:mm
        (no period: the last closed one)
  ops contracts settings                                the active-member threshold and the dividend period
  ops contracts threshold <amount> --reason "why"       valid bet that makes a member active in a period
  ops contracts dividend-period ${dividendPeriods.join('|')} --reason "why"`,
  async run(context) {
    const { words, args, ops, actor, print } = context;
    const [action, ...rest] = words;
    if (action === 'list') {
      const filter = assignments(rest);
      const query = new URLSearchParams([...filter].filter(([key]) => ['status', 'kind', 'holder'].includes(key)));
      const { items } = await ops.call('GET', `${contractOpsPaths.contracts}${query.size ? `?${query}` : ''}`, contractListSchema);
      print(items.length ? items.map(contractLine).join('\n') : 'no contract matches');
      return;
    }
    if (action === 'grant' && rest.length >= 3) {
      const [username = '', kindWord, ...tierWords] = rest;
      const kind = kindOf(kindWord);
      const body = { username, kind, tiers: tierWords.map((word) => parseTier(kind, word)), reason: requireReason(args), actor };
      const { id } = await ops.call('POST', contractOpsPaths.grant, z.object({ id: z.number() }), body);
      print(`contract #${id}: ${kind} for ${username}, valid now`);
      return;
    }
    if (action === 'end' && rest.length === 1) {
      const id = Number(rest[0]);
      if (!Number.isInteger(id) || id <= 0) throw new UsageError(`expected a contract id, got ${rest[0] ?? 'nothing'}`);
      await ops.call('POST', contractOpsPaths.end.replace(':id', String(id)), z.object({ id: z.number() }), { reason: requireReason(args), actor });
      print(`contract #${id} ended`);
      return;
    }
    if ((action === 'preview' || action === 'settle') && (rest.length === 1 || rest.length === 2)) {
      const body = { kind: kindOf(rest[0]), ...(rest[1] ? { period: rest[1] } : {}), ...(action === 'settle' ? { reason: requireReason(args), actor } : {}) };
      const result = await ops.call('POST', action === 'settle' ? contractOpsPaths.run : contractOpsPaths.preview, opsSettlementSchema, body);
      print(settlementLines(result).join('\n'));
      return;
    }
    if (action === 'settings' && rest.length === 0) {
      const value = await context.port.get('contracts');
      print(`active member: valid bet of at least ${value.activeMemberThreshold.toFixed(2)} in the period; dividend period: ${value.dividendPeriod}`);
      return;
    }
    if (action === 'threshold' && rest.length === 1) {
      const amount = Number(rest[0]);
      if (!Number.isFinite(amount) || amount < 0) throw new UsageError(`expected an amount, got ${rest[0] ?? 'nothing'}`);
      await changeSettings(context, { activeMemberThreshold: amount });
      return;
    }
    if (action === 'dividend-period' && rest.length === 1) {
      const period = dividendPeriods.find((candidate) => candidate === rest[0]);
      if (!period) throw new UsageError(`expected ${dividendPeriods.join(', ')}`);
      await changeSettings(context, { dividendPeriod: period });
      return;
    }
    throw new UsageError('expected: contracts list | grant | end | preview | settle | settings | threshold | dividend-period');
  },
};

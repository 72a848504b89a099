import { readFile } from 'node:fs/promises';
import { opsVipRankListSchema, opsVipRankSchema, referralSettingsSchema, type ReferralSettings } from '../../src/contract/promotions.ts';
import { assignments, requireReason, UsageError } from './args.ts';
import type { Command } from './command.ts';

const rankLine = (row: { level: number; name: string; minDeposits: number; minValidBets: number; rankUpReward: number }) =>
  `${row.level}  ${row.name}  deposits ≥ ${row.minDeposits}  valid bets ≥ ${row.minValidBets}  rank-up ${row.rankUpReward}`;

export const vipCommand: Command = {
  name: 'vip',
  summary: 'VIP: ranks, the period they are measured over, on and off',
  help: `Usage:
  ops vip show                                   the switch, the period and every rank
  ops vip on|off --reason "why"                  the VIP page and the side menu's VIP entry
  ops vip period <days> --reason "why"           deposits and valid bets count over the last <days>
  ops vip rank <level> <file.json> --reason "why"   name, minDeposits, minValidBets, rankUpReward, benefits {en, pt, tl}`,
  async run(context) {
    const { words, args, ops, actor, print, port } = context;
    const [action, ...rest] = words;
    const settings = await port.get('vip');
    if (action === 'show') {
      print(`VIP ${settings.enabled ? 'on' : 'off'}, over the last ${settings.periodDays} days`);
      for (const row of await ops.call('GET', '/ops/vip/ranks', opsVipRankListSchema)) print(rankLine(row));
      return;
    }
    if ((action === 'on' || action === 'off' || action === 'period') && rest.length === (action === 'period' ? 1 : 0)) {
      const periodDays = action === 'period' ? Number(rest[0]) : settings.periodDays;
      if (!Number.isInteger(periodDays) || periodDays < 1) throw new UsageError(`days must be a whole number, got ${rest[0]}`);
      const next = { ...settings, periodDays, enabled: action === 'period' ? settings.enabled : action === 'on' };
      await port.set('vip', next, { reason: requireReason(args), actor });
      print(`VIP ${next.enabled ? 'on' : 'off'}, over the last ${next.periodDays} days`);
      return;
    }
    if (action === 'rank' && rest.length === 2) {
      const body = { ...JSON.parse(await readFile(rest[1] ?? '', 'utf8')), reason: requireReason(args), actor };
      print(rankLine(await ops.call('PUT', `/ops/vip/ranks/${Number(rest[0])}`, opsVipRankSchema, body)));
      return;
    }
    throw new UsageError('expected: vip show | on | off | period | rank');
  },
};

const referralLine = (value: ReferralSettings) =>
  `invite friends ${value.enabled ? 'on' : 'off'}: first deposit ≥ ${value.firstDepositMin} pays ${value.firstDepositReward}; valid bets ≥ ${value.validBetsTarget} pay ${value.validBetsReward}; turnover ${value.turnover}x; claim within ${value.claimDays} days`;

export const referralCommand: Command = {
  name: 'referral',
  summary: 'invite friends: on, off and the rewards a friend earns the inviter',
  help: `Usage:
  ops referral show
  ops referral on|off --reason "why"
  ops referral set field=value… --reason "why"   firstDepositReward, firstDepositMin, validBetsReward, validBetsTarget, turnover, claimDays`,
  async run(context) {
    const { words, args, actor, print, port } = context;
    const [action, ...rest] = words;
    const current = await port.get('referral');
    if (action === 'show') {
      print(referralLine(current));
      return;
    }
    let next: ReferralSettings | undefined;
    if ((action === 'on' || action === 'off') && rest.length === 0) next = { ...current, enabled: action === 'on' };
    if (action === 'set' && rest.length > 0) {
      const changes = Object.fromEntries([...assignments(rest)].map(([key, value]) => [key, Number(value)]));
      const parsed = referralSettingsSchema.strict().safeParse({ ...current, ...changes });
      if (!parsed.success) throw new UsageError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
      next = parsed.data;
    }
    if (!next) throw new UsageError('expected: referral show | on | off | set');
    await port.set('referral', next, { reason: requireReason(args), actor });
    print(referralLine(next));
  },
};

import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { opsMemberRefSchema } from '../../src/contract/payments.ts';
import {
  earnRateSchema,
  opsGrantValueSchema,
  opsRedemptionListSchema,
  opsRedemptionSchema,
  opsRewardListSchema,
  opsRewardSchema,
  redemptionStatuses,
  redemptionVerdicts,
  type OpsRedemption,
  type PointsSettings,
} from '../../src/contract/points.ts';
import { categoryIds } from '../../src/content/schemas.ts';
import { assignments, flag, requireReason, UsageError } from './args.ts';
import type { Command, CommandContext } from './command.ts';
import { itemFieldHelp, itemFields, itemLine } from './points-items.ts';

const redemptionLine = (row: OpsRedemption) =>
  `#${row.id}  ${row.time}  ${row.username}  ${row.type === 'item' ? `${row.item ?? '?'} ×${row.quantity}` : `convert ${row.amount.toFixed(2)}`}  ${row.points} pts  ${row.status}` +
  `${row.receivingAddress ? `  to: ${row.receivingAddress}` : ''}${row.paidAccount ? `  account: ${row.paidAccount}` : ''}${row.remark ? `  (${row.remark})` : ''}`;

const settingsLines = (value: PointsSettings) => [
  ...categoryIds.map((category) => `${category.padEnd(10)} ${value.earnRates[category] ?? 0} points per 1.00 of valid bet`),
  `conversion  1 point = ${value.conversion.amountPerPoint}, at least ${value.conversion.minimumPoints} points`,
];

function wholeNumber(word: string | undefined, what: string, signed = false): number {
  const value = Number(word);
  if (!Number.isInteger(value) || value === 0 || (!signed && value < 0)) throw new UsageError(`expected ${what}, got ${word ?? 'nothing'}`);
  return value;
}

async function changeSettings(context: CommandContext, change: (value: PointsSettings) => PointsSettings): Promise<void> {
  const next = change(await context.port.get('points'));
  await context.port.set('points', next, { reason: requireReason(context.args), actor: context.actor });
  for (const line of settingsLines(next)) context.print(line);
}

async function itemCommand(context: CommandContext, action: string, rest: string[]): Promise<void> {
  const { ops, args, actor, print } = context;
  if (action === 'add') {
    const values = assignments(rest);
    const stock = Number(values.get('stock') ?? 'none');
    if (!Number.isInteger(stock) || stock < 0) throw new UsageError('stock=N is required: a whole number, 0 or more');
    values.delete('stock');
    const body = { ...itemFields(values, undefined), stock, reason: requireReason(args), actor };
    print(itemLine(await ops.call('POST', '/ops/points/rewards', opsRewardSchema, body)));
    return;
  }
  const id = wholeNumber(rest[0], 'an item id');
  const current = (await ops.call('GET', '/ops/points/rewards', opsRewardListSchema)).find((row) => row.id === id);
  if (!current) throw new UsageError(`no item #${id}`);
  if (action === 'restock' && rest.length === 2) {
    const body = { quantity: wholeNumber(rest[1], 'a quantity'), reason: requireReason(args), actor };
    print(itemLine(await ops.call('POST', `/ops/points/rewards/${id}/restock`, opsRewardSchema, body)));
    return;
  }
  const fields = action === 'update' ? itemFields(assignments(rest.slice(1)), current) : { ...itemFields(new Map(), current), enabled: action === 'enable' };
  print(itemLine(await ops.call('PUT', `/ops/points/rewards/${id}`, opsRewardSchema, { ...fields, reason: requireReason(args), actor })));
}

export const pointsCommand: Command = {
  name: 'points',
  summary: 'points mall: earning rates, conversion, items, redemptions, grants',
  help: `Usage:
  ops points rates                                   earning rate per game category and the conversion
  ops points rate <CATEGORY> <rate> --reason "why"   points per 1.00 of valid bet (0 earns nothing)
  ops points conversion <amountPerPoint> <minimumPoints> --reason "why"
  ops points items                                   every item, disabled ones too
  ops points add ${itemFieldHelp} stock=N --reason "why"
  ops points update <id> field=value… --reason "why" fields left out keep their value
  ops points restock <id> <quantity> --reason "why"
  ops points enable|disable <id> --reason "why"
  ops points redemptions [${redemptionStatuses.join('|')}] [--limit N]
  ops points approve <id> --reason "why"             the held points are spent; the reason is the member's remark
  ops points reject <id> --reason "why"              the points and the stock come back
  ops points grant <username> <points> --reason "why"   a promotion or mission credit; negative debits

Categories: ${categoryIds.join(', ')}.`,
  async run(context) {
    const { words, args, ops, actor, print } = context;
    const [action, ...rest] = words;
    if (action === 'rates' && rest.length === 0) {
      for (const line of settingsLines(await context.port.get('points'))) print(line);
      return;
    }
    if (action === 'rate' && rest.length === 2) {
      const category = z.enum(categoryIds).safeParse(rest[0]?.toUpperCase());
      const rate = earnRateSchema.safeParse(Number(rest[1]));
      if (!category.success) throw new UsageError(`category must be one of ${categoryIds.join(', ')}`);
      if (!rate.success) throw new UsageError(`rate must be 0 to 1000 with at most 2 decimals, got ${rest[1]}`);
      await changeSettings(context, (value) => ({ ...value, earnRates: { ...value.earnRates, [category.data]: rate.data } }));
      return;
    }
    if (action === 'conversion' && rest.length === 2) {
      const conversion = { amountPerPoint: Number(rest[0]), minimumPoints: wholeNumber(rest[1], 'a minimum of points') };
      await changeSettings(context, (value) => ({ ...value, conversion }));
      return;
    }
    if (action === 'items' && rest.length === 0) {
      const rows = await ops.call('GET', '/ops/points/rewards', opsRewardListSchema);
      print(rows.length ? rows.map(itemLine).join('\n') : 'no items');
      return;
    }
    if (action && ['add', 'update', 'restock', 'enable', 'disable'].includes(action)) return itemCommand(context, action, rest);
    if (action === 'redemptions' && rest.length <= 1) {
      const status = rest[0];
      if (status !== undefined && !(redemptionStatuses as readonly string[]).includes(status))
        throw new UsageError(`status must be one of ${redemptionStatuses.join(', ')}`);
      const query = `?limit=${encodeURIComponent(flag(args, 'limit') ?? '50')}${status ? `&status=${status}` : ''}`;
      const rows = await ops.call('GET', `/ops/points/redemptions${query}`, opsRedemptionListSchema);
      print(rows.length ? rows.map(redemptionLine).join('\n') : 'no redemptions');
      return;
    }
    const verdict = z.enum(redemptionVerdicts).safeParse(action);
    if (verdict.success && rest.length === 1) {
      const body = { reason: requireReason(args), actor };
      print(
        redemptionLine(await ops.call('POST', `/ops/points/redemptions/${wholeNumber(rest[0], 'a redemption id')}/${verdict.data}`, opsRedemptionSchema, body)),
      );
      return;
    }
    if (action === 'grant' && rest.length === 2) {
      const points = wholeNumber(rest[1], 'a whole number of points', true);
      const reason = requireReason(args);
      const member = await ops.call('GET', `/ops/members/by-username/${encodeURIComponent(rest[0] ?? '')}`, opsMemberRefSchema);
      const result = await ops.call('POST', `/ops/members/${member.id}/points`, opsGrantValueSchema, { points, reason, actor, idempotencyKey: randomUUID() });
      print(`${member.username}: ${points > 0 ? '+' : ''}${points} points, now ${result.points} (transfer #${result.transferId})`);
      return;
    }
    throw new UsageError(
      'expected: points rates | rate | conversion | items | add | update | restock | enable | disable | redemptions | approve | reject | grant',
    );
  },
};

import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  opsApplicationListSchema,
  opsMissionCreateSchema,
  opsMissionListSchema,
  opsMissionSchema,
  opsPromotionCreateSchema,
  opsPromotionListSchema,
  opsPromotionSchema,
  opsSettleValueSchema,
} from '../../src/contract/promotions.ts';
import { requireReason, UsageError } from './args.ts';
import type { Command, CommandContext } from './command.ts';

type OpsPromotion = z.infer<typeof opsPromotionSchema>;
type OpsMission = z.infer<typeof opsMissionSchema>;

const promotionLine = (row: OpsPromotion) =>
  `#${row.id}  ${row.code}  ${row.kind}  ${row.status}  ${row.startsAt} → ${row.endsAt}  ${JSON.stringify(row.rules)}`;
const missionLine = (row: OpsMission) =>
  `#${row.id}  ${row.code}  ${row.period} ${row.metric}${row.category ? `:${row.category}` : ''} ${row.target} → ${row.reward.toFixed(2)}  ${row.enabled ? 'on' : 'off'}  ${row.title.en}`;

function id(word: string | undefined, what: string): number {
  const value = Number(word);
  if (!Number.isInteger(value) || value <= 0) throw new UsageError(`expected ${what}, got ${word ?? 'nothing'}`);
  return value;
}

/** A JSON file of the operator API's body, without the reason (given with --reason). */
async function jsonFile<T extends z.ZodType>(path: string | undefined, schema: T, context: CommandContext): Promise<z.input<T>> {
  if (!path) throw new UsageError('expected a JSON file');
  const body = { ...JSON.parse(await readFile(path, 'utf8')), reason: requireReason(context.args), actor: context.actor };
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new UsageError(`${path}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  return body;
}

export const promotionsCommand: Command = {
  name: 'promotions',
  summary: 'promotions that pay: create, schedule, end, settle cashback and rebates, decide applications',
  help: `Usage:
  ops promotions list
  ops promotions add <file.json> --reason "why"              the body of POST /ops/promotions (code, kind, title, summary, body, rules, startsAt, endsAt)
  ops promotions schedule <id> <startsAt> <endsAt> --reason "why"   ISO times
  ops promotions end <id> --reason "why"
  ops promotions settle <id> <from> <to> --reason "why"      cashback or rebate of bets settled in [from, to): rewards in the reward center
  ops promotions applications [applying|rejected|issued]
  ops promotions approve <application> [amount] --reason "why"   the reward waits in the member's reward center
  ops promotions reject <application> --reason "why"`,
  async run(context) {
    const { words, args, ops, actor, print } = context;
    const [action, ...rest] = words;
    if (action === 'list') {
      const rows = await ops.call('GET', '/ops/promotions', opsPromotionListSchema);
      print(rows.length ? rows.map(promotionLine).join('\n') : 'no promotions');
      return;
    }
    if (action === 'add' && rest.length === 1) {
      print(promotionLine(await ops.call('POST', '/ops/promotions', opsPromotionSchema, await jsonFile(rest[0], opsPromotionCreateSchema, context))));
      return;
    }
    if (action === 'schedule' && rest.length === 3) {
      const body = { startsAt: rest[1], endsAt: rest[2], reason: requireReason(args), actor };
      print(promotionLine(await ops.call('PUT', `/ops/promotions/${id(rest[0], 'a promotion id')}/schedule`, opsPromotionSchema, body)));
      return;
    }
    if (action === 'end' && rest.length === 1) {
      print(
        promotionLine(
          await ops.call('POST', `/ops/promotions/${id(rest[0], 'a promotion id')}/end`, opsPromotionSchema, { reason: requireReason(args), actor }),
        ),
      );
      return;
    }
    if (action === 'settle' && rest.length === 3) {
      const body = { from: rest[1], to: rest[2], reason: requireReason(args), actor };
      const value = await ops.call('POST', `/ops/promotions/${id(rest[0], 'a promotion id')}/settle`, opsSettleValueSchema, body);
      print(`${value.rewards} rewards added`);
      return;
    }
    if (action === 'applications' && rest.length <= 1) {
      const rows = await ops.call('GET', `/ops/promotion-applications${rest[0] ? `?status=${encodeURIComponent(rest[0])}` : ''}`, opsApplicationListSchema);
      print(
        rows.length
          ? rows.map((row) => `#${row.id}  promotion #${row.promotionId}  ${row.username}  ${row.status}  ${row.images} images  "${row.comment}"`).join('\n')
          : 'no applications',
      );
      return;
    }
    if ((action === 'approve' && (rest.length === 1 || rest.length === 2)) || (action === 'reject' && rest.length === 1)) {
      const amount = rest[1] === undefined ? undefined : Number(rest[1]);
      if (amount !== undefined && !(amount > 0)) throw new UsageError(`amount must be positive, got ${rest[1]}`);
      const body = { reason: requireReason(args), actor, ...(amount === undefined ? {} : { amount }) };
      const [row] = await ops.call('POST', `/ops/promotion-applications/${id(rest[0], 'an application id')}/${action}`, opsApplicationListSchema, body);
      print(row ? `#${row.id}  ${row.username}  ${row.status}` : 'decided');
      return;
    }
    throw new UsageError('expected: promotions list | add | schedule | end | settle | applications | approve | reject');
  },
};

export const missionsCommand: Command = {
  name: 'missions',
  summary: 'daily and weekly missions: list, add, enable, disable',
  help: `Usage:
  ops missions list
  ops missions add <file.json> --reason "why"     the body of POST /ops/missions (code, period, metric, category?, target, reward, turnover, title)
  ops missions enable|disable <id> --reason "why"

Metrics: bet-amount, rounds, category-bets (with category), deposit, login-days.`,
  async run(context) {
    const { words, args, ops, actor, print } = context;
    const [action, ...rest] = words;
    if (action === 'list') {
      const rows = await ops.call('GET', '/ops/missions', opsMissionListSchema);
      print(rows.length ? rows.map(missionLine).join('\n') : 'no missions');
      return;
    }
    if (action === 'add' && rest.length === 1) {
      print(missionLine(await ops.call('POST', '/ops/missions', opsMissionSchema, await jsonFile(rest[0], opsMissionCreateSchema, context))));
      return;
    }
    if ((action === 'enable' || action === 'disable') && rest.length === 1) {
      const body = { enabled: action === 'enable', reason: requireReason(args), actor };
      print(missionLine(await ops.call('PUT', `/ops/missions/${id(rest[0], 'a mission id')}/enabled`, opsMissionSchema, body)));
      return;
    }
    throw new UsageError('expected: missions list | add | enable | disable');
  },
};

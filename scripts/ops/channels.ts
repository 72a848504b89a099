import {
  depositChannelKinds,
  onlineMethodTypes,
  opsChannelListSchema,
  opsChannelSchema,
  type OpsChannel,
  type OpsChannelPayload,
} from '../../src/contract/payments.ts';
import { locales } from '../../src/i18n/locales.ts';
import { assignments, requireReason, UsageError } from './args.ts';
import type { Command } from './command.ts';

const line = (row: OpsChannel) =>
  `#${row.id}  ${row.enabled ? 'on ' : 'off'}  ${row.kind}${row.methodTypes.length ? `(${row.methodTypes.join(',')})` : ''}  ${row.name}  ${row.accountName}  ${row.accountNumber}  ${row.min.toFixed(2)}-${row.max.toFixed(2)}  order ${row.sortOrder}`;

const keys = [
  'kind',
  'methods',
  'name',
  'accountName',
  'accountNumber',
  'min',
  'max',
  'order',
  'enabled',
  ...locales.map((locale) => `instructions.${locale}`),
];

function payloadOf(values: Map<string, string>, base: OpsChannel | undefined): Omit<OpsChannelPayload, 'reason' | 'actor'> {
  const unknown = [...values.keys()].filter((key) => !keys.includes(key));
  if (unknown.length) throw new UsageError(`unknown field ${unknown.join(', ')}; fields: ${keys.join(', ')}`);
  const text = (key: string, fallback: string | undefined) => {
    const value = values.get(key) ?? fallback;
    if (value === undefined) throw new UsageError(`${key}= is required`);
    return value;
  };
  const number = (key: string, fallback: number | undefined) => Number(text(key, fallback?.toString()));
  const kind = text('kind', base?.kind);
  if (!(depositChannelKinds as readonly string[]).includes(kind)) throw new UsageError(`kind must be ${depositChannelKinds.join(' or ')}`);
  const methods = (values.get('methods') ?? base?.methodTypes.join(',') ?? '').split(',').filter(Boolean);
  const unknownMethods = methods.filter((method) => !(onlineMethodTypes as readonly string[]).includes(method));
  if (unknownMethods.length) throw new UsageError(`unknown payment method ${unknownMethods.join(', ')}; methods: ${onlineMethodTypes.join(', ')}`);
  const english = text('instructions.en', base?.instructions.en);
  const instructions = Object.fromEntries(locales.map((locale) => [locale, values.get(`instructions.${locale}`) ?? base?.instructions[locale] ?? english]));
  return {
    kind: kind as OpsChannel['kind'],
    methodTypes: methods as OpsChannel['methodTypes'],
    name: text('name', base?.name),
    accountName: text('accountName', base?.accountName),
    accountNumber: text('accountNumber', base?.accountNumber),
    instructions: instructions as OpsChannel['instructions'],
    min: number('min', base?.min),
    max: number('max', base?.max),
    enabled: text('enabled', String(base?.enabled ?? true)) === 'true',
    sortOrder: number('order', base?.sortOrder ?? 0),
  };
}

export const channelsCommand: Command = {
  name: 'channels',
  summary: 'list, add, update, enable and disable deposit channels',
  help: `Usage:
  ops channels list
  ops channels add kind=bank|ewallet|online name=… accountName=… accountNumber=… min=100 max=50000 \\
      instructions.en=… [instructions.pt=…] [instructions.tl=…] [order=N] --reason "why"
  ops channels add kind=online methods=gcash,paymaya,qrph,card … --reason "why"
                                                            an online channel is paid on PayMongo's checkout
  ops channels update <id> field=value… --reason "why"    fields left out keep their value
  ops channels enable <id> --reason "why"
  ops channels disable <id> --reason "why"                 members no longer see it

Instructions missing in a language fall back to the English text.`,
  async run({ words, args, ops, actor, print }) {
    const [action, ...rest] = words;
    if (action === 'list' && rest.length === 0) {
      const rows = await ops.call('GET', '/ops/channels', opsChannelListSchema);
      print(rows.length ? rows.map(line).join('\n') : 'no channels');
      return;
    }
    if (action === 'add') {
      const body = { ...payloadOf(assignments(rest), undefined), reason: requireReason(args), actor };
      print(line(await ops.call('POST', '/ops/channels', opsChannelSchema, body)));
      return;
    }
    const id = Number(rest[0]);
    if (!Number.isInteger(id) || id <= 0) throw new UsageError('expected: channels list | add … | update <id> … | enable <id> | disable <id>');
    if (action === 'update') {
      const current = (await ops.call('GET', '/ops/channels', opsChannelListSchema)).find((row) => row.id === id);
      if (!current) throw new UsageError(`no channel #${id}`);
      const body = { ...payloadOf(assignments(rest.slice(1)), current), reason: requireReason(args), actor };
      print(line(await ops.call('PUT', `/ops/channels/${id}`, opsChannelSchema, body)));
      return;
    }
    if ((action === 'enable' || action === 'disable') && rest.length === 1) {
      print(line(await ops.call('POST', `/ops/channels/${id}/${action}`, opsChannelSchema, { reason: requireReason(args), actor })));
      return;
    }
    throw new UsageError('expected: channels list | add … | update <id> … | enable <id> | disable <id>');
  },
};

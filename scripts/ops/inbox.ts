import { z } from 'zod';
import {
  inboxOpsPaths,
  messageKinds,
  noticeTypes,
  opsCsChannelSchema,
  opsFeedbackSchema,
  opsMessageValueSchema,
  opsNoticeSchema,
  type OpsMessagePayload,
} from '../../src/contract/inbox.ts';
import { assignments, requireReason, UsageError } from './args.ts';
import type { Command, CommandContext } from './command.ts';

/** "team:agent1", "vip:2" (that rank), "vip:2+" (that rank and above), "all" or a username. */
function audience(word: string): OpsMessagePayload['to'] {
  if (word === 'all') return { segment: 'all' };
  const vip = /^vip:(\d{1,3})(\+?)$/.exec(word);
  if (vip) return { segment: 'vip', rankLevel: Number(vip[1]), orHigher: vip[2] === '+' };
  if (word.startsWith('team:')) return { segment: 'team', agentUsername: word.slice(5) };
  return { segment: 'member', username: word };
}

export const messagesCommand: Command = {
  name: 'messages',
  summary: 'send a platform message to a member, an agent’s team, a VIP rank or everyone (inbox)',
  help: `Usage:
  ops messages send <username|team:<agent>|vip:<level>[+]|all> "<title>" "<body>" [kind=notice|account|marketing] --reason "why"

vip:2 reaches the members of VIP level 2, vip:2+ those of level 2 and above.
Marketing is never delivered to members in a time-out or self-exclusion; trial accounts get nothing.`,
  async run({ words, args, ops, actor, print }) {
    const [action, to, title, body, ...rest] = words;
    if (action !== 'send' || !to || !title || !body)
      throw new UsageError('expected: messages send <username|team:<agent>|vip:<level>[+]|all> "<title>" "<body>"');
    const kind = z.enum(messageKinds).safeParse(assignments(rest).get('kind') ?? 'notice');
    if (!kind.success) throw new UsageError(`kind must be one of ${messageKinds.join(', ')}`);
    const reason = requireReason(args);
    const sent = await ops.call('POST', inboxOpsPaths.messages, opsMessageValueSchema, { to: audience(to), kind: kind.data, title, body, reason, actor });
    print(`message #${sent.id} delivered to ${sent.recipients} inbox${sent.recipients === 1 ? '' : 'es'}`);
  },
};

const noticeOptions = { locale: 'locale', image: 'imageUrl', link: 'linkUrl', sort: 'sortOrder', starts: 'startsAt', ends: 'endsAt' } as const;

function noticeFields(words: string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of assignments(words)) {
    const key = noticeOptions[name as keyof typeof noticeOptions];
    if (!key) throw new UsageError(`unknown notice option ${name} (${Object.keys(noticeOptions).join(', ')})`);
    fields[key] = key === 'sortOrder' ? Number(value) : value;
  }
  return fields;
}

async function toggleNotice({ words, args, ops, actor, print }: CommandContext, enabled: boolean): Promise<void> {
  const id = Number(words[1]);
  if (!Number.isInteger(id) || id <= 0) throw new UsageError(`expected: notices ${enabled ? 'enable' : 'disable'} <id>`);
  const reason = requireReason(args);
  const found = (await ops.call('GET', inboxOpsPaths.notices, z.array(opsNoticeSchema))).find((row) => row.id === id);
  if (!found) throw new Error(`no notice #${id}`);
  const { id: _id, ...rest } = found;
  await ops.call('PUT', inboxOpsPaths.notice.replace(':id', String(id)), opsNoticeSchema, { ...rest, enabled, reason, actor });
  print(`notice #${id} ${enabled ? 'enabled' : 'disabled'}`);
}

export const noticesCommand: Command = {
  name: 'notices',
  summary: 'announcements: banners, players’ notices, the publicity popup, promotion and home notices',
  help: `Usage:
  ops notices list
  ops notices add <B|PL|PU|PR|H> "<title>" "<html>" [locale=en|pt|tl] [image=URL] [link=URL] [sort=N] [starts=ISO] [ends=ISO] --reason "why"
  ops notices enable|disable <id> --reason "why"

B banner, PL players' announcement (signed in), PU publicity popup, PR promotion notice, H home ticker.
The HTML is sanitized by the server (scripts, event handlers and javascript: links are removed).`,
  async run(context) {
    const { words, args, ops, actor, print } = context;
    const [action, type, title, content, ...rest] = words;
    if (action === 'list' && words.length === 1) {
      const rows = await ops.call('GET', inboxOpsPaths.notices, z.array(opsNoticeSchema));
      print(
        rows.length
          ? rows.map((row) => `#${row.id}  ${row.type}  ${row.enabled ? 'on ' : 'off'}  ${row.locale ?? 'all'}  ${row.startsAt}  ${row.title}`).join('\n')
          : 'no notices',
      );
      return;
    }
    if (action === 'enable' || action === 'disable') return toggleNotice(context, action === 'enable');
    if (action === 'add' && type && title && content) {
      if (!(noticeTypes as readonly string[]).includes(type)) throw new UsageError(`type must be one of ${noticeTypes.join(', ')}`);
      const reason = requireReason(args);
      const created = await ops.call('POST', inboxOpsPaths.notices, opsNoticeSchema, { type, title, content, ...noticeFields(rest), reason, actor });
      print(`notice #${created.id} (${created.type}) added`);
      return;
    }
    throw new UsageError('expected: notices list | notices add <type> "<title>" "<html>" | notices enable|disable <id>');
  },
};

export const feedbackCommand: Command = {
  name: 'feedback',
  summary: 'members’ feedback: list, and answer (the answer goes to the member’s inbox)',
  help: `Usage:
  ops feedback list [open|answered]
  ops feedback answer <id> "<answer>" --reason "why"`,
  async run({ words, args, ops, actor, print }) {
    const [action, second, answer] = words;
    if (action === 'list' && words.length <= 2) {
      const status = second === undefined ? '' : z.enum(['open', 'answered']).parse(second);
      const rows = await ops.call('GET', `${inboxOpsPaths.feedback}${status ? `?status=${status}` : ''}`, z.array(opsFeedbackSchema));
      const line = (row: z.infer<typeof opsFeedbackSchema>) =>
        `#${row.id}  ${row.status}  ${row.createdAt}  ${row.username}  [${row.category}]  ${row.content}${row.images ? `  (${row.images} image${row.images === 1 ? '' : 's'})` : ''}`;
      print(rows.length ? rows.map(line).join('\n') : 'no feedback');
      return;
    }
    const id = Number(second);
    if (action === 'answer' && Number.isInteger(id) && id > 0 && answer && words.length === 3) {
      const reason = requireReason(args);
      await ops.call('POST', inboxOpsPaths.feedbackAnswer.replace(':id', String(id)), opsFeedbackSchema, { answer, reason, actor });
      print(`feedback #${id} answered; the answer is in the member's inbox`);
      return;
    }
    throw new UsageError('expected: feedback list [open|answered] | feedback answer <id> "<answer>"');
  },
};

export const csCommand: Command = {
  name: 'cs',
  summary: 'customer-service channels: live chat, Facebook, Viber, Telegram, LINE, QQ',
  help: `Usage:
  ops cs list
  ops cs add <LIVECHAT|FACEBOOK|VIBER|TELEGRAM|LINE|QQ> "<title>" <https-url> [sort=N] --reason "why"
  ops cs enable|disable <id> --reason "why"

Live chat opens in a 440×500 window; the others open as links.`,
  async run({ words, args, ops, actor, print }) {
    const [action, first, title, url, ...rest] = words;
    const list = () => ops.call('GET', inboxOpsPaths.csChannels, z.array(opsCsChannelSchema));
    if (action === 'list' && words.length === 1) {
      const rows = await list();
      print(rows.length ? rows.map((row) => `#${row.id}  ${row.csType}  ${row.enabled ? 'on ' : 'off'}  ${row.title}  ${row.url}`).join('\n') : 'no channels');
      return;
    }
    if (action === 'add' && first && title && url) {
      const reason = requireReason(args);
      const sort = assignments(rest).get('sort');
      const created = await ops.call('POST', inboxOpsPaths.csChannels, opsCsChannelSchema, {
        csType: first,
        title,
        url,
        sortOrder: sort === undefined ? 0 : Number(sort),
        reason,
        actor,
      });
      print(`channel #${created.id} (${created.csType}) added`);
      return;
    }
    if ((action === 'enable' || action === 'disable') && first && words.length === 2) {
      const reason = requireReason(args);
      const found = (await list()).find((row) => row.id === Number(first));
      if (!found) throw new Error(`no channel #${first}`);
      const { id, ...rest } = found;
      await ops.call('PUT', inboxOpsPaths.csChannel.replace(':id', String(id)), opsCsChannelSchema, { ...rest, enabled: action === 'enable', reason, actor });
      print(`channel #${id} ${action}d`);
      return;
    }
    throw new UsageError('expected: cs list | cs add <type> "<title>" <url> | cs enable|disable <id>');
  },
};

import { opsMemberRefSchema } from '../../src/contract/payments.ts';
import { watchListSchema } from '../../src/contract/protection.ts';
import { z } from 'zod';
import { requireReason, UsageError } from './args.ts';
import type { Command } from './command.ts';

export const protectionCommand: Command = {
  name: 'protection',
  summary: 'members with limits, exclusions or markers of harm; end a permanent self-exclusion',
  help: `Usage:
  ops protection list                                    limits, exclusions and markers, one member a line
  ops protection end-exclusion <username> --reason "why"  ends a permanent self-exclusion (others only expire)`,
  async run({ words, args, ops, actor, print }) {
    const [action, username] = words;
    if (action === 'list' && words.length === 1) {
      const rows = await ops.call('GET', '/ops/protection/members', watchListSchema);
      const line = (row: z.infer<typeof watchListSchema>[number]) => {
        const exclusion = row.exclusion ? `  ${row.exclusion.kind} until ${row.exclusion.endsAt ?? 'permanent'}` : '';
        return `${row.username}  limits ${row.limits}${exclusion}${row.markers.length ? `  markers: ${row.markers.join(', ')}` : ''}`;
      };
      print(rows.length ? rows.map(line).join('\n') : 'no member with limits, exclusions or markers');
      return;
    }
    if (action === 'end-exclusion' && username && words.length === 2) {
      const reason = requireReason(args);
      const member = await ops.call('GET', `/ops/members/by-username/${encodeURIComponent(username)}`, opsMemberRefSchema);
      await ops.call('POST', `/ops/members/${member.id}/exclusion/end`, z.literal(true), { reason, actor });
      print(`${member.username}: permanent self-exclusion ended`);
      return;
    }
    throw new UsageError('expected: protection list | protection end-exclusion <username>');
  },
};

import { opsAnonymizedSchema, opsMembersAnonymizePath, opsMemberStatusSchema } from '../../src/contract/operator.ts';
import { opsMemberRefSchema } from '../../src/contract/payments.ts';
import { requireReason, UsageError } from './args.ts';
import { moveMember } from './agents.ts';
import type { Command } from './command.ts';

const statusOf = { suspend: 'suspended', reactivate: 'active' } as const;

export const membersCommand: Command = {
  name: 'members',
  summary: 'suspend, reactivate or move a member; anonymize closed accounts',
  help: `Usage:
  ops members suspend <username> --reason "why"      ends every session and game session at once
  ops members reactivate <username> --reason "why"
  ops members move <username> <upline-agent> --reason "why"
                                                    the member and its whole team go under that agent;
                                                    refused when the agent is in the member's own team
  ops members anonymize-closed                     erases the personal data of accounts closed longer ago
                                                    than the setting closedAccountRetentionYears (run daily)`,
  async run(context) {
    const { words, args, ops, actor, print } = context;
    const [action, username] = words;
    if (action === 'move') return moveMember(context);
    if (action === 'anonymize-closed' && words.length === 1) {
      const result = await ops.call('POST', opsMembersAnonymizePath, opsAnonymizedSchema, { actor });
      print(
        `closed on or before ${result.cutoff}: ${result.anonymized.length} anonymized${result.anonymized.length ? ` (${result.anonymized.join(', ')})` : ''}`,
      );
      return;
    }
    if ((action !== 'suspend' && action !== 'reactivate') || !username || words.length !== 2) {
      throw new UsageError('expected: members suspend <username> | members reactivate <username> | members anonymize-closed');
    }
    const reason = requireReason(args);
    const member = await ops.call('GET', `/ops/members/by-username/${encodeURIComponent(username)}`, opsMemberRefSchema);
    const result = await ops.call('PUT', `/ops/members/${member.id}/status`, opsMemberStatusSchema, { status: statusOf[action], reason, actor });
    print(`${result.username}: ${result.status}${result.changed ? '' : ' (unchanged)'}`);
  },
};

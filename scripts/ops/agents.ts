import { agentOpsPaths, opsAnnouncementValueSchema, opsMoveValueSchema } from '../../src/contract/agent.ts';
import { opsMemberRefSchema } from '../../src/contract/payments.ts';
import { requireReason, UsageError } from './args.ts';
import type { Command, CommandContext } from './command.ts';

/** `members move <username> <upline-agent>`: the member and its whole team go under the agent, audited. */
export async function moveMember({ words, args, ops, actor, print }: CommandContext): Promise<void> {
  const [, username, upline] = words;
  if (!username || !upline || words.length !== 3) throw new UsageError('expected: members move <username> <upline-agent>');
  const reason = requireReason(args);
  const found = await ops.call('GET', `/ops/members/by-username/${encodeURIComponent(username)}`, opsMemberRefSchema);
  const moved = await ops.call('POST', agentOpsPaths.move.replace(':id', String(found.id)), opsMoveValueSchema, { uplineUsername: upline, reason, actor });
  print(`${moved.username} is now under ${moved.upline} (${moved.movedMembers} member${moved.movedMembers === 1 ? '' : 's'} moved)`);
}

export const announceAgentsCommand: Command = {
  name: 'announce-agents',
  summary: 'post an announcement to every agent (agent center)',
  help: `Usage:
  ops announce-agents "<title>" "<content>" --reason "why"

The English version (the back office writes the Portuguese and Tagalog ones): the content is HTML,
sanitized as the members' notices are, shown to agents newest first in the agent center's announcements.`,
  async run({ words, args, ops, actor, print }) {
    const [title, content] = words;
    if (!title || !content || words.length !== 2) throw new UsageError('expected: announce-agents "<title>" "<content>"');
    const reason = requireReason(args);
    const posted = await ops.call('POST', agentOpsPaths.announcements, opsAnnouncementValueSchema, { title, content, reason, actor });
    print(`announcement #${posted.id} posted to agents`);
  },
};

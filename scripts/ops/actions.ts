import { actionQuerySchema } from '../../src/contract/operator.ts';
import { flag, UsageError } from './args.ts';
import type { Command } from './command.ts';

export const actionsCommand: Command = {
  name: 'actions',
  summary: 'show the audit log of operator changes, newest first',
  help: `Usage:
  ops actions [--limit N]    N from 1 to 500, default 50`,
  async run({ words, args, port, print }) {
    if (words.length > 0) throw new UsageError('actions takes no words, only --limit N');
    const query = actionQuerySchema.safeParse({ limit: flag(args, 'limit') });
    if (!query.success) throw new UsageError('--limit must be a whole number from 1 to 500');
    const actions = await port.actions(query.data.limit);
    if (actions.length === 0) print('no operator actions yet');
    for (const action of actions) {
      print(
        `${action.at}  ${action.actor}  ${action.action} ${action.target}: ${JSON.stringify(action.before)} -> ${JSON.stringify(action.after)}  (${action.reason})`,
      );
    }
  },
};

import { requireReason, UsageError } from './args.ts';
import type { Command } from './command.ts';

export const maintenanceCommand: Command = {
  name: 'maintenance',
  summary: 'show or switch the maintenance page that replaces every route',
  help: `Usage:
  ops maintenance status
  ops maintenance on --reason "why"    every page shows the maintenance notice
  ops maintenance off --reason "why"   the site is back

Takes effect within a second on every server process, with no restart.`,
  async run({ words, args, port, actor, print }) {
    const [state] = words;
    if (state === 'status' && words.length === 1) {
      print(`maintenance is ${(await port.get('maintenance')) ? 'on' : 'off'}`);
      return;
    }
    if ((state === 'on' || state === 'off') && words.length === 1) {
      await port.set('maintenance', state === 'on', { reason: requireReason(args), actor });
      print(`maintenance is ${state}`);
      return;
    }
    throw new UsageError('expected: maintenance status | on | off');
  },
};

import { requireReason, UsageError } from './args.ts';
import type { Command } from './command.ts';
import { featureList, setFeature } from './edits.ts';

export const featureCommand: Command = {
  name: 'feature',
  summary: 'list or switch feature toggles of the whitelabel tree',
  help: `Usage:
  ops feature list
  ops feature on <MODID> --reason "why"
  ops feature off <MODID> --reason "why"

MODIDs: MOBILENUMREG3 (mobile registration), REGMOBVERF3 (SMS verification), MOBILENUMPASSREG3,
FREEPLAY3, PWDEXPFORCECHANGE3 (forced password change), MOBILEVERCODELOGIN3 (code login),
CHNGPASSVERIF3 (phone method in password recovery).`,
  async run({ words, args, port, actor, print }) {
    const [state, modId] = words;
    if (state === 'list' && words.length === 1) {
      for (const entry of featureList(await port.get('whitelabel'))) print(`${'  '.repeat(entry.depth)}${entry.modId}: ${entry.enabled ? 'on' : 'off'}`);
      return;
    }
    if ((state === 'on' || state === 'off') && modId && words.length === 2) {
      const id = modId.toUpperCase();
      const next = setFeature(await port.get('whitelabel'), id, state === 'on');
      await port.set('whitelabel', next, { reason: requireReason(args), actor });
      print(`${id} is ${state}`);
      return;
    }
    throw new UsageError('expected: feature list | on <MODID> | off <MODID>');
  },
};

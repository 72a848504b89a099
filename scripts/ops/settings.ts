import { settingKeys, type SettingKey } from '../../src/contract/operator.ts';
import { requireReason, UsageError } from './args.ts';
import type { Command } from './command.ts';

function settingKey(word: string | undefined): SettingKey {
  if (word && (settingKeys as string[]).includes(word)) return word as SettingKey;
  throw new UsageError(`expected a setting key: ${settingKeys.join(', ')}`);
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) throw new UsageError('expected the new value as JSON, e.g. true or \'["PH"]\'');
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`not valid JSON: ${text}`);
  }
}

export const settingsCommand: Command = {
  name: 'settings',
  summary: 'list, read or change any operator setting',
  help: `Usage:
  ops settings list                              every setting, its value and who changed it last
  ops settings get <key>                         one setting's value as JSON
  ops settings set <key> <json> --reason "why"   replace a setting's value

Keys: ${settingKeys.join(', ')}
Example: ops settings set restrictedCountries '["US","KR"]' --reason "licence terms"`,
  async run({ words, args, port, actor, print }) {
    const [action, key, value] = words;
    if (action === 'list' && words.length === 1) {
      for (const entry of await port.list()) {
        const changed = entry.updatedAt ? `  (${entry.updatedBy ?? 'unknown'}, ${entry.updatedAt})` : '  (default)';
        print(`${entry.key} = ${JSON.stringify(entry.value)}${changed}`);
      }
      return;
    }
    if (action === 'get' && words.length === 2) {
      print(JSON.stringify(await port.get(settingKey(key)), null, 2));
      return;
    }
    if (action === 'set' && words.length === 3) {
      const entry = await port.set(settingKey(key), parseJson(value), { reason: requireReason(args), actor });
      print(`${entry.key} = ${JSON.stringify(entry.value)}`);
      return;
    }
    throw new UsageError('expected: settings list | get <key> | set <key> <json> --reason "why"');
  },
};

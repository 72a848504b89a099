import type { ParsedArgs } from './args.ts';
import type { OpsCaller } from './ops-api.ts';
import type { Config } from '../../server/config.ts';
import type { Db } from '../../server/db/index.ts';
import type { SettingsPort } from './port.ts';

export interface CommandContext {
  /** The words after the command's name. */
  words: string[];
  args: ParsedArgs;
  port: SettingsPort;
  /** The operator API, for the payment commands. */
  ops: OpsCaller;
  /** Who the audit log names: --actor, else the login name. */
  actor: string;
  /** The database and configuration, when the CLI opened the database itself (not with --url). */
  local?: { db: Db; config: Config };
  print(line: string): void;
}

export interface Command {
  name: string;
  summary: string;
  /** The full help: usage lines, then what each does. */
  help: string;
  run(context: CommandContext): Promise<void>;
}

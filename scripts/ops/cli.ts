import { userInfo } from 'node:os';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createSettingsService } from '../../server/modules/settings/service.ts';
import { actionsCommand } from './actions.ts';
import { adjustCommand } from './adjust.ts';
import { auditCommand } from './audit.ts';
import { announceAgentsCommand } from './agents.ts';
import { flag, parseArgs, UsageError, type ParsedArgs } from './args.ts';
import { requireExistingDatabase } from './database-check.ts';
import { cdnCommand } from './cdn.ts';
import { channelsCommand } from './channels.ts';
import { contractsCommand } from './contracts.ts';
import type { Command } from './command.ts';
import { featureCommand } from './feature.ts';
import { maintenanceCommand } from './maintenance.ts';
import { membersCommand } from './members.ts';
import { httpOpsCaller, localOpsCaller, type OpsCaller } from './ops-api.ts';
import { depositsCommand, withdrawalsCommand } from './payments.ts';
import { pointsCommand } from './points.ts';
import { missionsCommand, promotionsCommand } from './promotions.ts';
import { referralCommand, vipCommand } from './vip-referral.ts';
import { protectionCommand } from './protection.ts';
import { csCommand, feedbackCommand, messagesCommand, noticesCommand } from './inbox.ts';
import { directPort, httpPort, type SettingsPort } from './port.ts';
import { regionCommand } from './region.ts';
import { settingsCommand } from './settings.ts';
import { staffCommand } from './staff.ts';

export const commands: Command[] = [
  settingsCommand,
  maintenanceCommand,
  regionCommand,
  featureCommand,
  cdnCommand,
  actionsCommand,
  depositsCommand,
  withdrawalsCommand,
  channelsCommand,
  adjustCommand,
  membersCommand,
  pointsCommand,
  promotionsCommand,
  missionsCommand,
  referralCommand,
  vipCommand,
  auditCommand,
  protectionCommand,
  announceAgentsCommand,
  contractsCommand,
  messagesCommand,
  noticesCommand,
  feedbackCommand,
  csCommand,
  staffCommand,
];

export const globalHelp = `Tala operator CLI

Usage: npm run ops -- <command> [words…] [options]

Commands:
${commands.map((command) => `  ${command.name.padEnd(15)} ${command.summary}`).join('\n')}

Options:
  --reason "why"   required for every change; kept in the audit log
  --actor NAME     who the audit log names (default: your login name)
  --url URL        talk to a running server's operator API instead of the database (or OPS_URL);
                   needs OPS_TOKEN. Use it while an embedded-database server is running: a PGlite
                   directory can be open in one process only.
  --help, -h       this help, or a command's help: npm run ops -- <command> --help

Without --url the CLI opens the database itself: DATABASE_URL (PostgreSQL) or PGLITE_DIR.`;

export interface CliIo {
  env: Record<string, string | undefined>;
  print(line: string): void;
  printError(line: string): void;
  /** Overrides how the settings are reached; tests pass a port on their own database. */
  port?: SettingsPort;
  /** Overrides how the operator API is reached; tests pass one on their own app. */
  ops?: OpsCaller;
}

async function withPort<T>(args: ParsedArgs, io: CliIo, use: (port: SettingsPort, ops: OpsCaller) => Promise<T>): Promise<T> {
  if (io.port) {
    const ops = io.ops ?? { call: () => Promise.reject(new Error('this CLI was given no operator API')), close: async () => {} };
    return use(io.port, ops);
  }
  const url = flag(args, 'url') ?? io.env.OPS_URL;
  if (url) {
    const token = io.env.OPS_TOKEN;
    if (!token) throw new UsageError('--url needs OPS_TOKEN in the environment (the token the server was started with)');
    if (!URL.canParse(url)) throw new UsageError(`--url is not a URL: ${url}`);
    return use(httpPort(url, token), httpOpsCaller(url, token));
  }
  const config = loadConfig(io.env);
  requireExistingDatabase(config);
  const database = await openDatabase(config);
  try {
    await migrate(database);
    const ops = localOpsCaller(config, database);
    try {
      return await use(directPort(createSettingsService(database.db)), ops);
    } finally {
      await ops.close();
    }
  } finally {
    await database.close();
  }
}

function defaultActor(env: CliIo['env']): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return `cli:${env.USER ?? 'operator'}`;
  }
}

/** Runs one CLI invocation; resolves with the exit code (0 done, 1 failed, 2 bad arguments). */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let command: Command | undefined;
  try {
    const args = parseArgs(argv);
    const [name, ...words] = args.positionals;
    command = commands.find((candidate) => candidate.name === name);
    if (!name) {
      io.print(globalHelp);
      return args.flags.has('help') ? 0 : 2;
    }
    if (!command) throw new UsageError(`unknown command ${name}`);
    if (args.flags.has('help')) {
      io.print(command.help);
      return 0;
    }
    const actor = flag(args, 'actor') ?? defaultActor(io.env);
    const run = command.run.bind(command);
    await withPort(args, io, (port, ops) => run({ words, args, port, ops, actor, print: io.print }));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.printError(`error: ${error.message}`);
      io.printError(command ? `\n${command.help}` : '\nRun with --help to see the commands.');
      return 2;
    }
    io.printError(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

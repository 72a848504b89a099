import { opsToken } from '../../server/modules/payments/test-support.ts';
import { createSettingsService } from '../../server/modules/settings/service.ts';
import type { TestApp } from '../../server/test/harness.ts';
import { runCli } from './cli.ts';
import { appOpsCaller } from './ops-api.ts';
import { directPort } from './port.ts';

/** Runs the ops CLI against a test app (settings on its database, the operator API through inject). */
export async function cliOn(test: TestApp, ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io = {
    env: {},
    port: directPort(createSettingsService(test.database.db)),
    ops: appOpsCaller(test.app, opsToken),
    local: { db: test.database.db, config: test.config },
  };
  const code = await runCli(argv, { ...io, print: (line) => out.push(line), printError: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
